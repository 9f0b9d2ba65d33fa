import { cancelarSerie, reservarSerie } from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { cancelSeries, reserveSeries } from './series.service';

/** Contract §7.7; paths, roles and shapes in packages/contract/src/series.ts. */
export const seriesRoutes: RouteSpec[] = [
  routeFrom(reservarSerie, {
    async handler({ params, user, deps }) {
      return ok(
        await reserveSeries(deps, user, {
          clientId: params.id_cliente,
          professionalBranchId: params.id_peluquero_sucursal,
          professionalServiceId: params.id_servicio_de_peluquero_por_sucursal,
          fecha: params.fecha,
          hora: params.hora,
          cadaSemanas: params.cada_semanas,
          repeticiones: params.repeticiones,
        }),
      );
    },
  }),
  routeFrom(cancelarSerie, {
    async handler({ params, user, deps }) {
      return ok(await cancelSeries(deps, user, params.id_serie, params.desde));
    },
  }),
];
