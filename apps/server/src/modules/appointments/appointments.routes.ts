import { studioNow } from '@turnos/domain';
import { ok, routeFrom, type RouteSpec } from '../../http/route';

import { assertSelfOrAdmin } from '../../auth/policy';
import { getOption } from '../options';
import { getTakenUnits } from './taken-units.queries';
import { reserve } from './reserve.service';
import { cancel, reschedule } from './change.service';
import { markBusy } from './busy.service';
import { ACTIVE_LIMIT_OPTION } from './booking-roles';
import { listActiveClientTurnos, listClientTurnos } from './appointments.queries';
import { bookingTurnos } from './booking-ref.queries';
import { bookingStarts } from './booking-rule.service';
import { assertOwnsProfessionalBranch } from '../../auth/policy';
import { bookedTurno, toTurno } from './appointment-view';
import { availabilityAnswer } from './availability-route';
import {
  cancelarTurno,
  marcarOcupado,
  obtenerHorariosDisponibles,
  obtenerHorariosOcupados,
  obtenerMaxTurnosActivos,
  obtenerTurnosActivosCliente,
  obtenerTurnosCliente,
  reprogramarTurno,
  reservarTurno,
  toWireFlag,
} from '@turnos/contract';
import { notFound } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import { minutesToTime } from '@turnos/domain';

async function turnoResponse(deps: AppDeps, id: number) {
  const [record] = await bookingTurnos(deps.db, { appointmentId: id });
  if (!record) throw notFound('El turno no existe.');
  return toTurno(record);
}

export const appointmentRoutes: RouteSpec[] = [
  routeFrom(obtenerHorariosDisponibles, {
    async handler({ params, user, deps }) {
      return availabilityAnswer(
        { user, deps },
        params.id_turno === undefined ? undefined : { appointmentId: params.id_turno },
        (except, now) =>
          bookingStarts(
            deps.db,
            {
              what: {
                professionalBranchId: params.id_peluquero_sucursal,
                professionalServiceId: params.id_servicio_de_peluquero_por_sucursal,
              },
              fecha: params.fecha,
              except,
              caller: user,
            },
            now,
          ),
      );
    },
  }),
  routeFrom(obtenerHorariosOcupados, {
    async handler({ params, user, deps }) {
      const pb = await assertOwnsProfessionalBranch(deps.db, user, params.id_peluquero_sucursal);
      const { taken } = await getTakenUnits(deps.db, {
        professionalId: pb.professionalId,
        fecha: params.fecha,
        exceptAppointmentId: params.id_turno,
      });
      return ok([...taken].sort((a, b) => a - b).map((u) => ({ hora: minutesToTime(u * 15) })));
    },
  }),
  routeFrom(reservarTurno, {
    // the caller is read with the slot (ADR 0106)
    async readsCaller({ params, caller, deps }) {
      const {
        appointments: [a],
        client,
      } = await reserve(deps, caller, {
        clientId: params.id_cliente,
        what: {
          professionalBranchId: params.id_peluquero_sucursal,
          professionalServiceId: params.id_servicio_de_peluquero_por_sucursal,
        },
        fecha: params.fecha,
        hora: params.hora,
        overbooking: params.esSobreturno === true,
        useCredit: params.usar_saldo === true,
      });
      if (!a) throw new Error('a booking wrote no appointment');
      return ok({
        id_turno: a.id,
        monto_reserva: a.montoReserva,
        reserva_paga: toWireFlag(a.reservaPaga),
        vence: a.expiresAt?.toISOString() ?? null,
        turno: bookedTurno(a, client),
      });
    },
  }),
  routeFrom(marcarOcupado, {
    async handler({ params, user, deps }) {
      const a = await markBusy(deps, user, {
        professionalBranchId: params.id_peluquero_sucursal,
        fecha: params.fecha,
        hora: params.hora,
      });
      return ok({ id_turno: a.id, message: '¡Horario marcado como ocupado!' });
    },
  }),
  routeFrom(reprogramarTurno, {
    async handler({ params, user, deps }) {
      const id = params.id_turno;
      await reschedule(deps, user, {
        ref: { appointmentId: id },
        fecha: params.fecha_nueva,
        hora: params.hora,
        professionalBranchId: params.id_peluquero_sucursal_nuevo,
      });
      return ok({ id_turno: id, turno: await turnoResponse(deps, id) });
    },
  }),
  routeFrom(cancelarTurno, {
    async handler({ params, user, deps }) {
      const id = params.id_turno;
      const { canceladoPor } = await cancel(
        deps,
        user,
        { appointmentId: id },
        params.cancelado_por,
      );
      return ok({ id_turno: id, cancelado_por: canceladoPor });
    },
  }),
  routeFrom(obtenerTurnosCliente, {
    async handler({ params, user, deps }) {
      assertSelfOrAdmin(user, params.ID);
      return ok({ turnos: (await listClientTurnos(deps.db, params.ID)).map(toTurno) });
    },
  }),
  routeFrom(obtenerTurnosActivosCliente, {
    async handler({ params, user, deps }) {
      assertSelfOrAdmin(user, params.ID);
      const rows = await listActiveClientTurnos(deps.db, params.ID, studioNow(deps.clock()).date);
      // a visit (contract §6.2) is one booking toward the active limit
      const bookings = new Set(rows.map(({ a }) => (a.visitId ? `v${a.visitId}` : `t${a.id}`)));
      return ok({ turnos: rows.map(toTurno), cantidad: bookings.size });
    },
  }),
  routeFrom(obtenerMaxTurnosActivos, {
    async handler({ deps }) {
      return ok(Number((await getOption(deps.db, ACTIVE_LIMIT_OPTION)) || '0'));
    },
  }),
];
