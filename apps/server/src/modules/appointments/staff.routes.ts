import { z } from 'zod';
import { addDays } from '@turnos/domain';
import { TURNOS, defineRoute, ok, type RouteSpec } from '../../http/route';
import { flag01, idParam, intParam, requiredText } from '@turnos/contract/params';
import { invalid, notFound } from '../../http/app-error';
import { actorOnAppointment, professionalBranchScope } from '../../auth/policy';
import { fechaParam } from '@turnos/contract/params';
import { toTurno } from './turno-view';
import { clientPhoneOfAppointment, turnosBetween, turnosByClientName } from './staff-lists.queries';
import { paymentDetails, setAppointmentHours, setDepositPaid } from './deposit-state.service';

const STAFF = ['peluquero', 'peluadmin'] as const;
const HOUR_OPTIONS = [0, 1, 2, 3, 4, 5, 6, 12, 24, 36, 48, 72];
const scopeParam = { id_peluquero_sucursal: idParam('id_peluquero_sucursal').optional() };

/** What staff use all day: appointment lists (own rows only for a professional), deposits. */
export const staffAppointmentRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-turnos-por-fecha`,
    roles: STAFF,
    params: z.object({ fecha: fechaParam, ...scopeParam }),
    async handler({ params, user, deps }) {
      const scope = await professionalBranchScope(deps.db, user, params.id_peluquero_sucursal);
      const rows = await turnosBetween(deps.db, scope, params.fecha, params.fecha);
      return ok({ turnos: rows.map(toTurno) });
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-turnos-por-periodo`,
    roles: STAFF,
    params: z.object({ fecha_desde: fechaParam, fecha_hasta: fechaParam, ...scopeParam }),
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
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-turnos-por-nombre`,
    roles: STAFF,
    params: z.object({ nombre_cliente: requiredText(60), ...scopeParam }),
    async handler({ params, user, deps }) {
      const scope = await professionalBranchScope(deps.db, user, params.id_peluquero_sucursal);
      const rows = await turnosByClientName(deps.db, scope, params.nombre_cliente);
      return ok({ turnos: rows.map(toTurno) });
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-celular-desde-turno`,
    roles: STAFF,
    params: z.object({ id_turno: idParam('id_turno') }),
    async handler({ params, user, deps }) {
      const row = await clientPhoneOfAppointment(deps.db, params.id_turno);
      if (!row) throw notFound('El turno no existe.');
      actorOnAppointment(user, row);
      return ok({ celular: row.celular });
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${TURNOS}/actualizar-estado-reserva-paga`,
    roles: ['peluadmin'],
    params: z.looseObject({ id_turno: idParam('id_turno'), activo: flag01 }),
    async handler({ params, user, deps }) {
      await setDepositPaid(deps, user, params.id_turno, params.activo);
      return ok({ message: 'Estado de la reserva actualizado correctamente.' });
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${TURNOS}/actualizar-campo-turno`,
    roles: ['peluadmin'],
    params: z.object({
      id_turno: idParam('id_turno'),
      campo: z.enum(['horas_caducidad_reserva_impaga', 'horas_reprogramar_turno'], {
        error: 'Campo inválido.',
      }),
      valor: intParam(0, 72, 'Debe seleccionar un valor.').refine(
        (v) => HOUR_OPTIONS.includes(v),
        'Debe seleccionar un valor.',
      ),
    }),
    async handler({ params, deps }) {
      await setAppointmentHours(deps, params.id_turno, params.campo, params.valor);
      return ok({ message: 'Cambios guardados con éxito.' });
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/get-info-del-pago-de-reserva`,
    roles: ['cliente', 'peluadmin'],
    params: z.object({ id_turno: idParam('id_turno') }),
    async handler({ params, user, deps }) {
      return ok(await paymentDetails(deps, user, params.id_turno));
    },
  }),
];
