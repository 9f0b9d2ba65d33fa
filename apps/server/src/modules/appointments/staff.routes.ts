import { addDays } from '@turnos/domain';
import {
  actualizarAsistenciaTurno,
  actualizarCampoTurno,
  actualizarEstadoReservaPaga,
  getInfoDelPagoDeReserva,
  obtenerCelularDesdeTurno,
  obtenerTurnosPorFecha,
  obtenerTurnosPorNombre,
  obtenerTurnosPorPeriodo,
} from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { invalid, notFound } from '../../http/app-error';
import { actorOnAppointment, professionalBranchScope } from '../../auth/policy';
import { toTurno } from './appointment-view';
import { clientPhoneOfAppointment, turnosBetween, turnosByClientName } from './staff-lists.queries';
import { paymentDetails, setAppointmentHours, setDepositPaid } from './deposit-state.service';
import { setAttendance } from './attendance.service';

/**
 * What staff use all day: appointment lists (own rows only for a professional), deposits,
 * attendance (contract §6.1).
 */
export const staffAppointmentRoutes: RouteSpec[] = [
  routeFrom(obtenerTurnosPorFecha, {
    async handler({ params, user, deps }) {
      const scope = await professionalBranchScope(deps.db, user, params.id_peluquero_sucursal);
      const rows = await turnosBetween(deps.db, scope, params.fecha, params.fecha);
      return ok({ turnos: rows.map(toTurno) });
    },
  }),
  routeFrom(obtenerTurnosPorPeriodo, {
    async handler({ params, user, deps }) {
      if (params.fecha_hasta < params.fecha_desde) {
        throw invalid('La fecha de inicio debe ser anterior a la fecha de fin.');
      }
      if (params.fecha_hasta > addDays(params.fecha_desde, 366)) {
        throw invalid('El período no puede superar los 366 días.');
      }
      const scope = await professionalBranchScope(deps.db, user, params.id_peluquero_sucursal);
      const rows = await turnosBetween(deps.db, scope, params.fecha_desde, params.fecha_hasta);
      return ok({ turnos: rows.map(toTurno) });
    },
  }),
  routeFrom(obtenerTurnosPorNombre, {
    async handler({ params, user, deps }) {
      const scope = await professionalBranchScope(deps.db, user, params.id_peluquero_sucursal);
      const rows = await turnosByClientName(deps.db, scope, params.nombre_cliente);
      return ok({ turnos: rows.map(toTurno) });
    },
  }),
  routeFrom(obtenerCelularDesdeTurno, {
    async handler({ params, user, deps }) {
      const row = await clientPhoneOfAppointment(deps.db, params.id_turno);
      if (!row) throw notFound('El turno no existe.');
      actorOnAppointment(user, row);
      return ok({ celular: row.phone });
    },
  }),
  routeFrom(actualizarEstadoReservaPaga, {
    async handler({ params, user, deps }) {
      await setDepositPaid(deps, user, params.id_turno, params.activo);
      return ok({ message: 'Estado de la reserva actualizado correctamente.' });
    },
  }),
  routeFrom(actualizarCampoTurno, {
    async handler({ params, deps }) {
      await setAppointmentHours(deps, params.id_turno, params.campo, params.valor);
      return ok({ message: 'Cambios guardados con éxito.' });
    },
  }),
  routeFrom(getInfoDelPagoDeReserva, {
    async handler({ params, user, deps }) {
      return ok(await paymentDetails(deps, user, params.id_turno));
    },
  }),
  routeFrom(actualizarAsistenciaTurno, {
    async handler({ params, user, deps }) {
      await setAttendance(deps, user, params.id_turno, params.asistencia);
      return ok({
        id_turno: params.id_turno,
        asistencia: params.asistencia,
        message: 'Asistencia actualizada.',
      });
    },
  }),
];
