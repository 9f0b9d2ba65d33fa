import { obtenerNotificaciones } from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { listRecent, type NotificationRow } from './notifications.queries';

const wire = (n: NotificationRow) => ({
  id: n.id,
  evento: n.event,
  canal: n.channel,
  destinatario: n.recipient,
  asunto: n.subject,
  estado: n.status,
  intentos: n.attempts,
  ultimo_error: n.lastError,
  id_turno: n.appointmentId,
  creado: n.createdAt.toISOString(),
  enviado: n.sentAt?.toISOString() ?? null,
  proximo_intento: n.status === 'pendiente' ? n.nextAttemptAt.toISOString() : null,
});

/** Not in the contract: the admin's view of recent messages and their state (ADR 0044). */
export const notificationRoutes: RouteSpec[] = [
  routeFrom(obtenerNotificaciones, {
    async handler({ params, deps }) {
      const rows = await listRecent(deps.db, params.cantidad, params.estado);
      return ok({ notificaciones: rows.map(wire) });
    },
  }),
];
