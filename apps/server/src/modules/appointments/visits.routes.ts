import {
  toWireFlag,
  cancelarVisita,
  obtenerHorariosVisita,
  reprogramarVisita,
  reservarVisita,
} from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import type { AppDeps } from '../../app-deps';
import type { AuthUser } from '../../auth/auth-user';
import { actorOnAppointment } from '../../auth/policy';
import { toTurno } from './turno-view';
import { availableVisitSlots } from './visit-slots.service';
import { cancelVisit, rescheduleVisit, reserveVisit } from './visit.service';
import { getVisitAppointments, visitTurnos } from './visit.queries';

/** Rescheduling hint: a visit's own units count as free only for someone who may act on it. */
async function ownVisitId(deps: AppDeps, user: AuthUser | null, id: number | undefined) {
  if (!user || id === undefined) return undefined;
  const rows = await getVisitAppointments(deps.db, id);
  if (rows.length === 0) return undefined;
  try {
    for (const a of rows) actorOnAppointment(user, a);
    return id;
  } catch {
    return undefined;
  }
}

/** Contract §6.2: visits, several services back to back in one booking. */
export const visitRoutes: RouteSpec[] = [
  routeFrom(obtenerHorariosVisita, {
    async handler({ params, user, deps }) {
      const horarios = await availableVisitSlots(
        deps.db,
        {
          branchId: params.id_sucursal,
          fecha: params.fecha,
          linkIds: params.servicios,
          exceptVisitId: await ownVisitId(deps, user, params.id_visita),
          caller: user,
        },
        deps.clock(),
      );
      return ok({ horarios });
    },
  }),
  routeFrom(reservarVisita, {
    async handler({ params, user, deps }) {
      const booked = await reserveVisit(deps, user, {
        clientId: params.id_cliente,
        branchId: params.id_sucursal,
        fecha: params.fecha,
        hora: params.hora,
        linkIds: params.servicios,
      });
      const first = booked.appointments[0];
      return ok({
        id_visita: booked.visit.id,
        // what was just written, as written: no second read
        turnos: booked.appointments.map((a) =>
          toTurno({
            a,
            clienteNombre: booked.client.nombre,
            clienteDisplayName: booked.client.displayName,
            clienteCelular: booked.client.celular,
            clienteEmail: booked.client.email,
          }),
        ),
        monto_reserva: booked.total.toFixed(2),
        reserva_paga: toWireFlag(first?.reservaPaga ?? true),
        vence: booked.venceAt?.toISOString() ?? null,
      });
    },
  }),
  routeFrom(reprogramarVisita, {
    async handler({ params, user, deps }) {
      const { visitId } = await rescheduleVisit(deps, user, {
        visitId: params.id_visita,
        fecha: params.fecha_nueva,
        hora: params.hora,
      });
      return ok({ id_visita: visitId, turnos: (await visitTurnos(deps.db, visitId)).map(toTurno) });
    },
  }),
  routeFrom(cancelarVisita, {
    async handler({ params, user, deps }) {
      const { visitId, canceladoPor } = await cancelVisit(
        deps,
        user,
        params.id_visita,
        params.cancelado_por,
      );
      return ok({ id_visita: visitId, cancelado_por: canceladoPor });
    },
  }),
];
