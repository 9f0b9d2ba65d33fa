import { announceFreedStarts } from '../appointments';
import {
  actualizarConfAgenda,
  actualizarConfReserva,
  actualizarDiaLaborable,
  agregarDiaNoLaborable,
  eliminarDiaNoLaborable,
  obtenerConfAgenda,
  obtenerDiasLaborables,
  obtenerDiasNoLaborables,
} from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { getWorkingDays, saveWorkingDay } from './working-days.service';
import { getAgendaConf, saveAgendaConf, saveDepositConf } from './agenda-conf.service';
import {
  addNonWorkingDay,
  getNonWorkingDays,
  removeNonWorkingDay,
} from './non-working-days.service';

/**
 * Contract §4.4: working days, agenda and deposit configuration, non-working days; paths, roles
 * and shapes in packages/contract/src/schedules.ts.
 */
export const scheduleRoutes: RouteSpec[] = [
  routeFrom(obtenerDiasLaborables, {
    async handler({ params, deps }) {
      return ok({ diasLaborables: await getWorkingDays(deps.db, params.id_peluquero_sucursal) });
    },
  }),
  routeFrom(actualizarDiaLaborable, {
    async handler({ params: { id_peluquero_sucursal, ...day }, user, deps }) {
      return ok({ diaLaborable: await saveWorkingDay(deps.db, user, id_peluquero_sucursal, day) });
    },
  }),
  routeFrom(obtenerConfAgenda, {
    async handler({ params, deps }) {
      return ok({ confAgenda: await getAgendaConf(deps.db, params.id_peluquero_sucursal) });
    },
  }),
  routeFrom(actualizarConfAgenda, {
    async handler({ params: { id_peluquero_sucursal, ...conf }, user, deps }) {
      return ok({ confAgenda: await saveAgendaConf(deps.db, user, id_peluquero_sucursal, conf) });
    },
  }),
  routeFrom(actualizarConfReserva, {
    async handler({ params: { id_peluquero_sucursal, ...conf }, user, deps }) {
      return ok({ confAgenda: await saveDepositConf(deps.db, user, id_peluquero_sucursal, conf) });
    },
  }),
  routeFrom(obtenerDiasNoLaborables, {
    async handler({ params, deps }) {
      return ok({
        diasNoLaborables: await getNonWorkingDays(deps.db, params.id_peluquero_sucursal),
      });
    },
  }),
  routeFrom(agregarDiaNoLaborable, {
    async handler({ params: { id_peluquero_sucursal, ...day }, user, deps }) {
      return ok(await addNonWorkingDay(deps, user, id_peluquero_sucursal, day));
    },
  }),
  routeFrom(eliminarDiaNoLaborable, {
    async handler({ params, user, deps }) {
      const freed = await removeNonWorkingDay(
        deps.db,
        user,
        params.id_peluquero_sucursal,
        params.id_dia_no_laborable,
      );
      // a working day again: whoever waits for it hears about its starts (contract §6.3)
      await announceFreedStarts(deps, freed.professionalId, freed.fecha);
      return ok({ id_dia_no_laborable: params.id_dia_no_laborable });
    },
  }),
];
