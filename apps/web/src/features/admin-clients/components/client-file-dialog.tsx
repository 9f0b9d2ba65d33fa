import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { whatsappLink } from '@turnos/domain';
import { type ClientFile, useClientFile } from '@/api/client-file';
import { ClientCreditPanel } from '@/components/credit/client-credit-panel';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { formatShortDate } from '@/lib/format';
import { useSession } from '@/lib/session-context';
import { clientFileText } from '../utils/texts';
import { ClientHistory } from './client-history';
import { ClientNoteField } from './client-note-field';

interface Props {
  clientId: number;
  /** shown in the title while the file loads */
  nombre: string;
  onClose: () => void;
}

/** The client's file: contact, counts, last visit, credit, the staff's note and the history. */
export function ClientFileDialog({ clientId, nombre, onClose }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const file = useClientFile(clientId);
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="ficha-title"
    >
      <DialogTitle id="ficha-title">
        {clientFileText.title(file.data?.cliente.nombre ?? nombre)}
      </DialogTitle>
      <DialogContent dividers>
        {file.isPending ? (
          <TableSkeleton label={clientFileText.loading} />
        ) : file.isError ? (
          <LoadError
            message={clientFileText.loadError}
            onRetry={() => void file.refetch()}
            retrying={file.isFetching}
          />
        ) : (
          <FileBody clientId={clientId} file={file.data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{clientFileText.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

function FileBody({ clientId, file }: { clientId: number; file: ClientFile }) {
  const { cliente: client, resumen, turnos: appointments } = file;
  // contract §7.5: only an admin adjusts a client's credit
  const isAdmin = useSession().session?.isAdmin === true;
  const counts = [
    { label: clientFileText.turnos, value: resumen.turnos },
    { label: clientFileText.asistidos, value: resumen.asistidos },
    { label: clientFileText.noAsistidos, value: resumen.no_asistidos },
    { label: clientFileText.cancelados, value: resumen.cancelados },
  ];
  return (
    <Stack spacing={2.5}>
      <Box component="section" aria-labelledby="ficha-contact">
        <Typography id="ficha-contact" variant="subtitle2" component="h3" gutterBottom>
          {clientFileText.contact}
        </Typography>
        <Stack spacing={0.5} sx={{ overflowWrap: 'anywhere' }}>
          <Typography>{client.user_email}</Typography>
          {client.celular ? (
            <Link
              href={whatsappLink(client.celular)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`WhatsApp de ${client.nombre}: ${client.celular}`}
            >
              {client.celular}
            </Link>
          ) : (
            <Typography color="text.secondary">Sin celular</Typography>
          )}
          <Stack direction="row" spacing={1}>
            <Chip
              size="small"
              label={
                String(client.user_status) === '1'
                  ? clientFileText.validated
                  : clientFileText.notValidated
              }
            />
            {String(client.user_is_blocked) === '1' && (
              <Chip size="small" color="error" label={clientFileText.blocked} />
            )}
          </Stack>
        </Stack>
      </Box>
      <Box component="section" aria-labelledby="ficha-summary">
        <Typography id="ficha-summary" variant="subtitle2" component="h3" gutterBottom>
          {clientFileText.summary}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
          }}
        >
          {counts.map((c) => (
            <Paper key={c.label} variant="outlined" sx={{ p: 1 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {c.label}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {c.value}
              </Typography>
            </Paper>
          ))}
          <Paper variant="outlined" sx={{ p: 1 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {clientFileText.lastVisit}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {resumen.ultimo_turno
                ? formatShortDate(resumen.ultimo_turno)
                : clientFileText.noVisit}
            </Typography>
          </Paper>
        </Box>
      </Box>
      <ClientCreditPanel clientId={clientId} canAdjust={isAdmin} />
      <ClientNoteField key={clientId} clientId={clientId} initial={client.nota} />
      <Box component="section" aria-labelledby="ficha-history">
        <Typography id="ficha-history" variant="subtitle2" component="h3" gutterBottom>
          {clientFileText.history}
        </Typography>
        <ClientHistory appointments={appointments} />
      </Box>
    </Stack>
  );
}
