import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/load-error';
import { formatARS } from '@/lib/format';
import { type VisitRef, useVisitAppointments } from '@/api/branch-agenda';
import { visitText } from './visit-texts';

interface Props {
  /** the appointment the dialog is about, one of the visit's */
  appointment: VisitRef & { id_turno: number };
  /** whether the screen's user sees every appointment of the visit (an admin); ADR 0075 */
  complete: boolean;
}

/**
 * An appointment's visit in its details dialog: every service in order with its time and
 * professional (this one marked), the visit's total, and that it is moved and cancelled whole.
 */
export function VisitServices({ appointment, complete }: Props) {
  const visit = useVisitAppointments(appointment);
  const headingId = `visita-${appointment.id_turno}-titulo`;
  let body;
  if (visit.isError)
    body = (
      <LoadError
        message={visitText.loadError}
        onRetry={() => void visit.refetch()}
        retrying={visit.isFetching}
      />
    );
  else if (!visit.data)
    body = (
      <Box role="status" aria-label={visitText.loading}>
        <Skeleton width="90%" />
        <Skeleton width="80%" />
      </Box>
    );
  else {
    const appointments = visit.data;
    const total = appointments.reduce((sum, t) => sum + Number(t.precio), 0);
    body = (
      <>
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {appointments.map((t) => (
            <Typography
              component="li"
              key={t.id_turno}
              variant="body2"
              sx={{ py: 0.25, fontWeight: t.id_turno === appointment.id_turno ? 700 : undefined }}
            >
              {`${t.hora_inicio} a ${t.hora_fin} hs · ${t.nombre_servicio} con ${t.nombre_peluquero}`}
              {t.id_turno === appointment.id_turno ? ` (${visitText.thisOne})` : ''}
            </Typography>
          ))}
        </Box>
        {complete ? (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {`${visitText.total}: ${formatARS(total.toFixed(2))}`}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {visitText.partial}
          </Typography>
        )}
      </>
    );
  }
  const size = complete && visit.data ? visit.data.length : null;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: '#e3f2fd', border: 1, borderColor: '#90caf9' }}
    >
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {size ? visitText.heading(size) : visitText.unknownSize}
      </Typography>
      {body}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {visitText.together}
      </Typography>
    </Box>
  );
}
