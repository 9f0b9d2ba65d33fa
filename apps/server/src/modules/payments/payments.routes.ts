import { z } from 'zod';
import {
  obtenerAlertasDePago,
  obtenerDatosPago,
  resolverAlertaDePago,
  toWireFlag,
} from '@turnos/contract';
import { TURNOS, defineRoute, ok, routeFrom, type RouteSpec } from '../../http/route';
import { idParam } from '@turnos/contract/params';
import { notFound } from '../../http/app-error';
import { getOption, siteName } from '../options/options.queries';
import { createDepositPreference } from './preference.service';
import { confirmReturn } from './return.service';
import { handleWebhook } from './webhook.service';
import { paymentUrls } from './mp-access';
import { PREFERENCE_FAILED } from './payment-texts';
import { withProvider } from './provider-error';
import { listOpenAlerts, resolveAlert } from './payments.queries';

const queryText = z.union([z.string(), z.number()]).transform(String).optional();

/** Contract §4.6: deposits through Mercado Pago Checkout Pro or by transfer. */
export const paymentRoutes: RouteSpec[] = [
  routeFrom(obtenerDatosPago, {
    async handler({ deps }) {
      const urls = await paymentUrls(deps);
      return ok({
        MP_PUBLIC_KEY: ((await getOption(deps.db, 'turnos_mp_public_key')) ?? '').trim(),
        NOMBRE_COMERCIAL: await siteName(deps.db),
        BACK_URL_SUCCESS: urls.success,
        BACK_URL_FAILURE: urls.failure,
        CVU: ((await getOption(deps.db, 'turnos_mp_cvu')) ?? '').trim(),
      });
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${TURNOS}/crear-preferencia-pago`,
    roles: ['cliente', 'peluadmin'],
    params: z.looseObject({ id_turno: idParam('id_turno') }),
    async handler({ params, user, deps }) {
      return ok(
        await withProvider(PREFERENCE_FAILED, () =>
          createDepositPreference(deps, user, params.id_turno),
        ),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${TURNOS}/mp-webhook`,
    roles: 'public',
    params: z.looseObject({}),
    async handler({ req, deps }) {
      return ok(await handleWebhook(deps, req));
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${TURNOS}/confirmar-retorno-pago`,
    roles: ['cliente'],
    params: z.looseObject({
      payment_id: queryText,
      status: queryText,
      external_reference: queryText,
    }),
    async handler({ params, user, deps }) {
      return ok(await confirmReturn(deps, user, params));
    },
  }),
  routeFrom(obtenerAlertasDePago, {
    async handler({ deps }) {
      const rows = await listOpenAlerts(deps.db);
      return ok({
        alertas: rows.map((r) => ({
          id_turno: r.info.appointmentId,
          alerta: r.info.alerta,
          estado: r.info.estado,
          payment_id: r.info.paymentId,
          monto_pagado_por_cliente: r.info.montoPagadoPorCliente,
          monto_reserva: r.montoReserva,
          fecha: r.fecha,
          hora: r.hora,
          nombre_servicio: r.nombreServicio,
          nombre_peluquero: r.nombrePeluquero,
          nombre_sucursal: r.nombreSucursal,
          is_cancelado: toWireFlag(r.cancelado),
          cancelado_por: r.canceladoPor,
          cliente_nombre: r.clienteNombre,
          cliente_email: r.clienteEmail,
          cliente_celular: r.clienteCelular,
          fecha_pago: r.info.updatedAt.toISOString(),
        })),
      });
    },
  }),
  routeFrom(resolverAlertaDePago, {
    async handler({ params, user, deps }) {
      if (!(await resolveAlert(deps.db, params.id_turno, user.id, deps.clock()))) {
        throw notFound('No hay una alerta de pago para ese turno.');
      }
      return ok({ message: 'Cambios guardados con éxito.' });
    },
  }),
];
