import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/payments/index';
import { idParam } from './params';
import { turno } from './appointments';
import { wireDate, wireFlag, wireId, wireMoney, wireTime } from './wire';

/** Contract §4.6: deposits through Mercado Pago Checkout Pro or by transfer. */

/** Why a payment needs an admin (ADR 0031): approved late, short, or a second payment. */
export const PAYMENT_ALERTS = ['pago_tardio', 'monto_insuficiente', 'pago_duplicado'] as const;

export const obtenerDatosPago = defineEndpoint({
  ...paths.obtenerDatosPago,
  roles: ['cliente', 'peluquero', 'peluadmin'],
  summary: 'Lo que el cliente necesita para pagar una seña: clave pública, nombre, URLs y CVU.',
  params: z.object({}),
  data: z.strictObject({
    MP_PUBLIC_KEY: z.string(),
    NOMBRE_COMERCIAL: z.string(),
    BACK_URL_SUCCESS: z.string(),
    BACK_URL_FAILURE: z.string(),
    CVU: z.string(),
  }),
});

export const crearPreferenciaPago = defineEndpoint({
  ...paths.crearPreferenciaPago,
  roles: ['cliente', 'peluadmin'],
  summary:
    'Una preferencia de Checkout Pro para la seña de un turno, o de toda una visita con id_visita (§6.2) (monto, pagador y vencimiento los decide el servidor).',
  params: z
    .looseObject({
      id_turno: idParam('id_turno').optional(),
      /** contract §6.2: one checkout for the visit's total deposit */
      id_visita: idParam('id_visita').optional(),
    })
    // with id_visita the visit is paid (its appointment ids are then not read)
    .refine((v) => v.id_turno !== undefined || v.id_visita !== undefined, {
      message: 'El parámetro id_turno es obligatorio.',
    }),
  data: z.strictObject({
    /** the preference id */
    id: z.string().min(1),
    init_point: z.string().min(1),
    sandbox_init_point: z.string().nullable(),
  }),
});

/** What a notification did (ADR 0030); anything we cannot match still answers 200. */
export const mpWebhook = defineEndpoint({
  ...paths.mpWebhook,
  // no token: the `x-signature` header (HMAC with MP_WEBHOOK_SECRET) is checked instead (401)
  roles: 'public',
  summary:
    'Notificación de Mercado Pago (type=payment, data.id), firmada en x-signature y x-request-id: lee el pago de la API y lo aplica al turno; responde 200 rápido, también a repeticiones.',
  // the notification (`type` or `topic`, `data.id`) is read from the query and the body as the
  // provider sends it, never refused for its shape: only the signature decides (401)
  params: z.looseObject({}),
  data: z.strictObject({
    resultado: z.enum([
      'ignorada',
      'sin_coincidencia',
      'pagada',
      'repetida',
      'registrada',
      ...PAYMENT_ALERTS,
    ]),
  }),
});

const queryText = z.union([z.string(), z.number()]).transform(String).optional();

export const confirmarRetornoPago = defineEndpoint({
  ...paths.confirmarRetornoPago,
  roles: ['cliente'],
  summary:
    'La consulta de la URL de retorno: vuelve a consultar el pago en la API (nunca confía en la consulta) y devuelve el estado del turno.',
  params: z.looseObject({
    payment_id: queryText,
    status: queryText,
    external_reference: queryText,
  }),
  data: z.strictObject({
    resultado: z.enum(['pagada', 'pendiente', 'liberada', 'cancelada', 'impaga']),
    /** the provider's status of the payment, or the stored one; null when none */
    estado_pago: z.string().nullable(),
    /** 'pago_tardio' and the like, as stored (ADR 0031) */
    alerta: z.string().nullable(),
    turno,
  }),
});

export const alertaDePago = z.strictObject({
  id_turno: wireId,
  /** 'pago_tardio' and the like (ADR 0031) */
  alerta: z.string().nullable(),
  estado: z.string(),
  payment_id: z.string().nullable(),
  monto_pagado_por_cliente: wireMoney.nullable(),
  monto_reserva: wireMoney,
  fecha: wireDate,
  hora: wireTime,
  nombre_servicio: z.string(),
  nombre_peluquero: z.string(),
  nombre_sucursal: z.string(),
  is_cancelado: wireFlag,
  cancelado_por: z.string().nullable(),
  cliente_nombre: z.string(),
  cliente_email: z.string(),
  cliente_celular: z.string(),
  fecha_pago: z.iso.datetime(),
});

export const obtenerAlertasDePago = defineEndpoint({
  ...paths.obtenerAlertasDePago,
  roles: ['peluadmin'],
  summary: 'Los pagos que necesitan a un administrador (p. ej. aprobados tarde).',
  params: z.object({}),
  data: z.strictObject({ alertas: z.array(alertaDePago) }),
});

export const resolverAlertaDePago = defineEndpoint({
  ...paths.resolverAlertaDePago,
  roles: ['peluadmin'],
  summary: 'Da por resuelta la alerta de pago de un turno.',
  params: z.looseObject({ id_turno: idParam('id_turno') }),
  data: z.strictObject({ message: z.string().min(1) }),
});
