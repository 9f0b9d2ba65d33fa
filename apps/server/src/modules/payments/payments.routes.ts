import {
  confirmarRetornoPago,
  crearPreferenciaPago,
  mpWebhook,
  obtenerAlertasDePago,
  obtenerDatosPago,
  resolverAlertaDePago,
  toWireFlag,
} from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { notFound } from '../../http/app-error';
import { getOption, siteName } from '../options';
import { createDepositPreference } from './preference.service';
import { confirmReturn } from './return.service';
import { handleWebhook } from './webhook.service';
import { paymentUrls } from './mp-access';
import { PREFERENCE_FAILED } from './payment-texts';
import { withProvider } from './provider-error';
import { listOpenAlerts, resolveAlert } from './payments.queries';

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
  routeFrom(crearPreferenciaPago, {
    async handler({ params, user, deps }) {
      return ok(
        await withProvider(PREFERENCE_FAILED, () =>
          createDepositPreference(
            deps,
            user,
            params.id_visita === undefined
              ? { kind: 'turno', id: params.id_turno ?? 0 }
              : { kind: 'visita', id: params.id_visita },
          ),
        ),
      );
    },
  }),
  routeFrom(mpWebhook, {
    async handler({ req, deps }) {
      return ok(await handleWebhook(deps, req));
    },
  }),
  routeFrom(confirmarRetornoPago, {
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
          alerta: r.info.alert,
          estado: r.info.status,
          payment_id: r.info.paymentId,
          monto_pagado_por_cliente: r.info.amountPaid,
          monto_reserva: r.montoReserva,
          fecha: r.fecha,
          hora: r.hora,
          nombre_servicio: r.serviceName,
          nombre_peluquero: r.professionalName,
          nombre_sucursal: r.branchName,
          is_cancelado: toWireFlag(r.cancelado),
          cancelado_por: r.canceladoPor,
          cliente_nombre: r.clientName,
          cliente_email: r.clientEmail,
          cliente_celular: r.clientPhone,
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
