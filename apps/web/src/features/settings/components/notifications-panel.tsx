import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/load-error';
import { TableSkeleton } from '@/components/table-skeleton';
import { useRecentNotifications, type NotificationItem } from '@/api/notifications';

const EVENTS: Record<string, string> = {
  nuevo_usuario: 'Nuevo cliente',
  nuevo_turno: 'Turno agendado',
  cancelar_turno: 'Turno cancelado',
  cancelar_turno_x_reserva_impaga: 'Cancelado por reserva impaga',
  reprogramar_turno: 'Turno reprogramado',
  recordatorio: 'Recordatorio',
  turno_liberado: 'Horario liberado',
  cierre_sucursal: 'Día sin atención',
  respuesta_wapp: 'Respuesta por WhatsApp',
};
const STATES: Record<
  NotificationItem['estado'],
  { label: string; color: 'default' | 'success' | 'error' | 'warning' }
> = {
  pendiente: { label: 'Pendiente', color: 'warning' },
  enviando: { label: 'Enviando', color: 'warning' },
  enviado: { label: 'Enviado', color: 'success' },
  fallido: { label: 'Fallido', color: 'error' },
  descartado: { label: 'Descartado', color: 'default' },
};
const when = (iso: string) =>
  new Intl.DateTimeFormat('es-AR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Argentina/Buenos_Aires',
  }).format(new Date(iso));

/** The latest messages and how they went. */
export function NotificationsPanel() {
  const q = useRecentNotifications();
  if (q.isError)
    return (
      <LoadError message="Error al cargar las notificaciones." onRetry={() => void q.refetch()} />
    );
  if (!q.data) return <TableSkeleton label="Cargando notificaciones" />;
  if (q.data.length === 0)
    return (
      <Typography color="text.secondary">Todavía no se envió ninguna notificación.</Typography>
    );
  return (
    <Stack
      spacing={1}
      component="ul"
      sx={{ p: 0, m: 0, listStyle: 'none' }}
      aria-label="Notificaciones recientes"
    >
      {q.data.map((n) => (
        <Paper component="li" key={n.id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Chip size="small" color={STATES[n.estado].color} label={STATES[n.estado].label} />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {EVENTS[n.evento] ?? n.evento}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {n.canal === 'email' ? 'Email' : 'WhatsApp'} · {n.destinatario} · {when(n.creado)}
            </Typography>
          </Stack>
          {n.ultimo_error && n.estado !== 'enviado' && (
            <Typography
              variant="body2"
              color={n.estado === 'fallido' ? 'error' : 'text.secondary'}
              sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
            >
              {n.ultimo_error}
              {n.proximo_intento ? ` (nuevo intento ${when(n.proximo_intento)})` : ''}
            </Typography>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
