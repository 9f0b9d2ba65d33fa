import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/staff-appointments/index';
import { fechaParam, flag01, idParam, intParam, requiredText } from './params';
import { turno } from './appointments';
import { wireId, wireMoney } from './wire';

/** Contract §4.5: what staff use all day (own rows only for a professional), deposits. */

const STAFF = ['peluquero', 'peluadmin'] as const;
const HOUR_OPTIONS = [0, 1, 2, 3, 4, 5, 6, 12, 24, 36, 48, 72];
const scopeParam = { id_peluquero_sucursal: idParam('id_peluquero_sucursal').optional() };
const turnos = z.strictObject({ turnos: z.array(turno) });
const message = z.strictObject({ message: z.string().min(1) });

export const obtenerTurnosPorFecha = defineEndpoint({
  ...paths.obtenerTurnosPorFecha,
  roles: STAFF,
  summary: 'Los turnos de una fecha.',
  params: z.object({ fecha: fechaParam, ...scopeParam }),
  data: turnos,
});

export const obtenerTurnosPorPeriodo = defineEndpoint({
  ...paths.obtenerTurnosPorPeriodo,
  roles: STAFF,
  summary: 'Los turnos entre dos fechas (a lo sumo 366 días).',
  params: z.object({ fecha_desde: fechaParam, fecha_hasta: fechaParam, ...scopeParam }),
  data: turnos,
});

export const obtenerTurnosPorNombre = defineEndpoint({
  ...paths.obtenerTurnosPorNombre,
  roles: STAFF,
  summary: 'Los turnos de los clientes cuyo nombre contiene el texto.',
  params: z.object({ nombre_cliente: requiredText(60), ...scopeParam }),
  data: turnos,
});

export const obtenerCelularDesdeTurno = defineEndpoint({
  ...paths.obtenerCelularDesdeTurno,
  roles: STAFF,
  summary: 'El celular del cliente de un turno.',
  params: z.object({ id_turno: idParam('id_turno') }),
  data: z.strictObject({ celular: z.string() }),
});

export const actualizarEstadoReservaPaga = defineEndpoint({
  ...paths.actualizarEstadoReservaPaga,
  roles: ['peluadmin'],
  summary: 'Marca la seña de un turno como pagada (transferencia) o no.',
  params: z.looseObject({ id_turno: idParam('id_turno'), activo: flag01 }),
  data: message,
});

export const actualizarCampoTurno = defineEndpoint({
  ...paths.actualizarCampoTurno,
  roles: ['peluadmin'],
  summary: 'Cambia el plazo de reserva impaga o de reprogramación de un turno.',
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
  data: message,
});

export const getInfoDelPagoDeReserva = defineEndpoint({
  ...paths.getInfoDelPagoDeReserva,
  roles: ['cliente', 'peluadmin'],
  summary: 'El pago de la seña de un turno y quién lo aprobó.',
  params: z.object({ id_turno: idParam('id_turno') }),
  data: z.strictObject({
    info_pago: z
      .strictObject({
        estado: z.string(),
        monto_pagado_por_cliente: wireMoney.nullable(),
        monto_neto_recibido: wireMoney.nullable(),
        cuotas: z.number().int().nullable(),
        payment_id: z.string().nullable(),
        external_reference: z.string().nullable(),
      })
      .nullable(),
    /** an admin's id, 0 for Mercado Pago, null when not paid by either */
    pago_aprobado_por: z.number().int().min(0).nullable(),
    aprobador: z.strictObject({ ID: wireId, nombre: z.string(), email: z.string() }).nullable(),
  }),
});
