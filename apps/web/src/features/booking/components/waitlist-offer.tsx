import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useErrorToast } from '@/components/toast';
import { useJoinWaitlist } from '@/api/waitlist';
import { serverWords } from '@/lib/error-toast';

interface WaitlistOfferProps {
  clientId: number;
  professionalBranchId: string;
  professionalServiceId: string;
  fecha: string;
}

/**
 * A day with no free start (contract §6.3): the client may wait for it, optionally between two
 * hours; when a fitting start frees up they get the `turno_liberado` message.
 */
export function WaitlistOffer(props: WaitlistOfferProps) {
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const join = useJoinWaitlist();
  const showError = useErrorToast();
  const badRange = desde !== '' && hasta !== '' && desde > hasta;

  if (join.isSuccess) {
    return (
      <Alert severity="success" role="status">
        Te anotamos en la lista de espera. Si se libera un horario te avisamos; el primero que
        reserva se lo queda.
      </Alert>
    );
  }
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="waitlist-title" sx={{ mt: 2 }}>
      <Typography id="waitlist-title" variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        ¿Querés que te avisemos si se libera un horario?
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          label="Desde (opcional)"
          type="time"
          value={desde}
          onChange={(e) => setDesde(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Hasta (opcional)"
          type="time"
          value={hasta}
          onChange={(e) => setHasta(e.target.value)}
          error={badRange}
          helperText={badRange ? 'Debe ser posterior a «Desde».' : ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <div>
        <Button
          variant="contained"
          disabled={join.isPending || badRange}
          onClick={() =>
            join.mutate(
              {
                clientId: props.clientId,
                professionalBranchId: props.professionalBranchId,
                professionalServiceId: props.professionalServiceId,
                fecha: props.fecha,
                horaDesde: desde,
                horaHasta: hasta,
              },
              {
                // the limit (1009) and the date window (1003) say why in the server's words
                onError: (err) =>
                  showError(
                    err,
                    'No se pudo anotarte en la lista de espera.',
                    serverWords(1003, 1009),
                  ),
              },
            )
          }
        >
          Anotarme en la lista de espera
        </Button>
      </div>
    </Stack>
  );
}
