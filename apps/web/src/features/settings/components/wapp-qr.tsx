import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { ApiError } from '@/lib/api-error';
import { useWhatsAppQr, useWhatsAppState } from '@/api/notifications';

/** The gateway's pairing QR and its connection state. */
export function WappQr() {
  const state = useWhatsAppState();
  const connected = state.data?.conectado === true;
  // unconfigured or unreachable: the state already says why, and a QR cannot come either
  const reachable = state.isSuccess && state.data.estado !== 'error';
  const qr = useWhatsAppQr(reachable && !connected);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Chip
        color={connected ? 'success' : 'default'}
        label={state.isLoading ? 'Consultando estado…' : connected ? 'Conectado' : 'Desconectado'}
      />
      {state.data?.detalle && <Alert severity="warning">{state.data.detalle}</Alert>}
      {!connected && reachable && (
        <>
          {qr.isLoading && <CircularProgress aria-label="Cargando QR" />}
          {qr.data && (
            <Box
              component="img"
              src={`data:image/png;base64,${qr.data}`}
              alt="QR para vincular WhatsApp"
              sx={{ width: 240, maxWidth: '100%', imageRendering: 'pixelated' }}
            />
          )}
          {qr.isError && (
            <Alert severity="error">
              {qr.error instanceof ApiError ? qr.error.message : 'No se pudo obtener el QR.'}
            </Alert>
          )}
          <Button variant="outlined" onClick={() => void qr.refetch()}>
            Actualizar QR
          </Button>
        </>
      )}
    </Stack>
  );
}
