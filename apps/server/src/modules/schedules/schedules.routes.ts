import { z } from 'zod';
import {
  agendaConfSchema,
  depositConfSchema,
  nonWorkingDaySchema,
  workingDaySchema,
} from '@turnos/domain';
import { TURNOS, defineRoute, ok, type RouteSpec } from '../../http/route';
import { idParam } from '@turnos/contract/params';
import { getWorkingDays, saveWorkingDay } from './working-days.service';
import { getAgendaConf, saveAgendaConf, saveDepositConf } from './agenda-conf.service';
import {
  addNonWorkingDay,
  getNonWorkingDays,
  removeNonWorkingDay,
} from './non-working-days.service';

const staffRow = z.object({ id_peluquero_sucursal: idParam('id_peluquero_sucursal') });
/** The row id first, then the form's fields in the form's order (first bad field wins). */
const withStaffRow = <S extends z.ZodType>(form: S) => staffRow.and(form);
const P_A = ['peluquero', 'peluadmin'] as const;

/** Contract §4.4: working days, agenda and deposit configuration, non-working days. */
export const scheduleRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-dias-laborables`,
    roles: 'public',
    params: staffRow,
    async handler({ params, deps }) {
      return ok({ diasLaborables: await getWorkingDays(deps.db, params.id_peluquero_sucursal) });
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${TURNOS}/actualizar-dia-laborable`,
    roles: P_A,
    params: withStaffRow(workingDaySchema),
    async handler({ params: { id_peluquero_sucursal, ...day }, user, deps }) {
      return ok({ diaLaborable: await saveWorkingDay(deps.db, user, id_peluquero_sucursal, day) });
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-conf-agenda`,
    roles: 'public',
    params: staffRow,
    async handler({ params, deps }) {
      return ok({ confAgenda: await getAgendaConf(deps.db, params.id_peluquero_sucursal) });
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${TURNOS}/actualizar-conf-agenda`,
    roles: P_A,
    params: withStaffRow(agendaConfSchema),
    async handler({ params: { id_peluquero_sucursal, ...conf }, user, deps }) {
      return ok({ confAgenda: await saveAgendaConf(deps.db, user, id_peluquero_sucursal, conf) });
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${TURNOS}/actualizar-conf-reserva`,
    roles: P_A,
    params: withStaffRow(depositConfSchema),
    async handler({ params: { id_peluquero_sucursal, ...conf }, user, deps }) {
      return ok({ confAgenda: await saveDepositConf(deps.db, user, id_peluquero_sucursal, conf) });
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-dias-no-laborables`,
    roles: 'public',
    params: staffRow,
    async handler({ params, deps }) {
      return ok({
        diasNoLaborables: await getNonWorkingDays(deps.db, params.id_peluquero_sucursal),
      });
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${TURNOS}/agregar-dia-no-laborable`,
    roles: P_A,
    params: withStaffRow(nonWorkingDaySchema),
    async handler({ params: { id_peluquero_sucursal, ...day }, user, deps }) {
      return ok({
        id_dia_no_laborable: await addNonWorkingDay(deps.db, user, id_peluquero_sucursal, day),
      });
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: `${TURNOS}/eliminar-dia-no-laborable`,
    roles: P_A,
    params: staffRow.extend({ id_dia_no_laborable: idParam('id_dia_no_laborable') }),
    async handler({ params, user, deps }) {
      await removeNonWorkingDay(
        deps.db,
        user,
        params.id_peluquero_sucursal,
        params.id_dia_no_laborable,
      );
      return ok({ id_dia_no_laborable: params.id_dia_no_laborable });
    },
  }),
];
