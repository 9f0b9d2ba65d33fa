import {
  toWireFlag,
  cancelarVisita,
  obtenerHorariosVisita,
  reprogramarVisita,
  reservarVisita,
} from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { availabilityAnswer } from './availability-route';
import { bookedTurno, toTurno } from './appointment-view';
import { bookingStarts } from './booking-rule.service';
import { reserve } from './reserve.service';
import { cancel, reschedule } from './change.service';
import { bookingTurnos } from './booking-ref.queries';

/** Contract §6.2: visits, several services back to back in one booking. */
export const visitRoutes: RouteSpec[] = [
  routeFrom(obtenerHorariosVisita, {
    async handler({ params, user, deps }) {
      return availabilityAnswer(
        { user, deps },
        params.id_visita === undefined ? undefined : { visitId: params.id_visita },
        (except, now) =>
          bookingStarts(
            deps.db,
            {
              what: { branchId: params.id_sucursal, linkIds: params.servicios },
              fecha: params.fecha,
              except,
              caller: user,
            },
            now,
          ),
      );
    },
  }),
  routeFrom(reservarVisita, {
    async handler({ params, user, deps }) {
      const booked = await reserve(deps, user, {
        clientId: params.id_cliente,
        what: { branchId: params.id_sucursal, linkIds: params.servicios },
        fecha: params.fecha,
        hora: params.hora,
        overbooking: false,
        useCredit: params.usar_saldo === true,
      });
      const first = booked.appointments[0];
      if (booked.visitId === null) throw new Error('a visit was booked without its id');
      return ok({
        id_visita: booked.visitId,
        turnos: booked.appointments.map((a) => bookedTurno(a, booked.client)),
        monto_reserva: booked.total.toFixed(2),
        reserva_paga: toWireFlag(first?.reservaPaga ?? true),
        vence: booked.expiresAt?.toISOString() ?? null,
      });
    },
  }),
  routeFrom(reprogramarVisita, {
    async handler({ params, user, deps }) {
      const visitId = params.id_visita;
      await reschedule(deps, user, {
        ref: { visitId },
        fecha: params.fecha_nueva,
        hora: params.hora,
      });
      return ok({
        id_visita: visitId,
        turnos: (await bookingTurnos(deps.db, { visitId })).map(toTurno),
      });
    },
  }),
  routeFrom(cancelarVisita, {
    async handler({ params, user, deps }) {
      const visitId = params.id_visita;
      const { canceladoPor } = await cancel(deps, user, { visitId }, params.cancelado_por);
      return ok({ id_visita: visitId, cancelado_por: canceladoPor });
    },
  }),
];
