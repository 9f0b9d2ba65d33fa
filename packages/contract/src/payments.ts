import { z } from 'zod';
import { TURNOS_NS, defineEndpoint } from './endpoint';
import { idParam } from './params';
import { wireDate, wireFlag, wireId, wireMoney, wireTime } from './wire';

/**
 * Contract §4.6: deposits through Mercado Pago Checkout Pro or by transfer (so far the reads
 * and the alert; crear-preferencia-pago, mp-webhook and confirmar-retorno-pago are not here yet).
 */

export const obtenerDatosPago = defineEndpoint({
  namespace: TURNOS_NS,
  name: 'obtener-datos-pago',
  method: 'GET',
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
  namespace: TURNOS_NS,
  name: 'obtener-alertas-de-pago',
  method: 'GET',
  roles: ['peluadmin'],
  summary: 'Los pagos que necesitan a un administrador (p. ej. aprobados tarde).',
  params: z.object({}),
  data: z.strictObject({ alertas: z.array(alertaDePago) }),
});

export const resolverAlertaDePago = defineEndpoint({
  namespace: TURNOS_NS,
  name: 'resolver-alerta-de-pago',
  method: 'PUT',
  roles: ['peluadmin'],
  summary: 'Da por resuelta la alerta de pago de un turno.',
  params: z.looseObject({ id_turno: idParam('id_turno') }),
  data: z.strictObject({ message: z.string().min(1) }),
});
