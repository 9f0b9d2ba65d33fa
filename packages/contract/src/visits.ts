import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/visits/index';
import { fechaParam, flag01, horaParam, idParam } from './params';
import { turno } from './appointments';
import { wireFlag, wireId, wireMoney, wireTime } from './wire';

/** Contract §6.2: several services, each with its professional, booked back to back as one visit. */

const ALL = ['cliente', 'peluquero', 'peluadmin'] as const;
const isoInstant = z.iso.datetime();

export const VISIT_MIN_SERVICES = 2;
export const VISIT_MAX_SERVICES = 4;

const serviceId = idParam('servicios');
const countMessage = `La visita debe tener entre ${VISIT_MIN_SERVICES} y ${VISIT_MAX_SERVICES} servicios.`;

/**
 * `servicios`: 2–4 `id_servicio_de_peluquero_por_sucursal`, in the order they are done, as a
 * comma-separated list ('12,15') or an array; each id as an id parameter, none repeated.
 */
export const serviciosParam = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'El parámetro servicios es obligatorio.'
        : 'El parámetro servicios debe ser una lista de números enteros.',
  })
  .transform((v, ctx) => {
    const items = typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v;
    if (items.length < VISIT_MIN_SERVICES || items.length > VISIT_MAX_SERVICES) {
      ctx.addIssue({ code: 'custom', message: countMessage });
      return z.NEVER;
    }
    const ids: number[] = [];
    for (const item of items) {
      const parsed = serviceId.safeParse(item);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: parsed.error.issues[0]?.message ?? 'El parámetro servicios es inválido.',
        });
        return z.NEVER;
      }
      ids.push(parsed.data);
    }
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', message: 'Un servicio no puede repetirse en la visita.' });
      return z.NEVER;
    }
    return ids;
  });

export const obtenerHorariosVisita = defineEndpoint({
  ...paths.obtenerHorariosVisita,
  roles: 'public',
  summary:
    'Las horas en que una visita de 2 a 4 servicios seguidos (cada uno con su profesional de la sucursal) entra entera, con todas las reglas de reserva.',
  params: z.object({
    id_sucursal: idParam('id_sucursal'),
    fecha: fechaParam,
    servicios: serviciosParam,
    id_visita: idParam('id_visita').optional(),
  }),
  data: z.strictObject({ horarios: z.array(wireTime) }),
});

export const reservarVisita = defineEndpoint({
  ...paths.reservarVisita,
  roles: ALL,
  summary:
    'Reserva todos los turnos de una visita o ninguno (precios, duraciones y señas los decide el servidor); cuenta una vez para el límite de turnos activos.',
  params: z.looseObject({
    id_cliente: idParam('id_cliente'),
    id_sucursal: idParam('id_sucursal'),
    fecha: fechaParam,
    hora: horaParam,
    servicios: serviciosParam,
    /** contract §7.5: pay the whole deposit with the client's credit, or book nothing (1009) */
    usar_saldo: flag01.optional(),
  }),
  data: z.strictObject({
    id_visita: wireId,
    turnos: z.array(turno),
    /** the sum of the appointments' deposits */
    monto_reserva: wireMoney,
    reserva_paga: wireFlag,
    vence: isoInstant.nullable(),
  }),
});

export const reprogramarVisita = defineEndpoint({
  ...paths.reprogramarVisita,
  roles: ALL,
  summary:
    'Mueve todos los turnos de una visita a otra fecha y hora en una transacción, con las reglas de reprogramar-turno.',
  params: z.looseObject({
    id_visita: idParam('id_visita'),
    fecha_nueva: fechaParam,
    hora: horaParam,
  }),
  data: z.strictObject({ id_visita: wireId, turnos: z.array(turno) }),
});

export const cancelarVisita = defineEndpoint({
  ...paths.cancelarVisita,
  roles: ALL,
  summary: 'Cancela todos los turnos de una visita, con las reglas de cancelar-turno.',
  params: z.looseObject({
    id_visita: idParam('id_visita'),
    cancelado_por: z.string().max(20).optional(),
  }),
  data: z.strictObject({ id_visita: wireId, cancelado_por: z.string().nullable() }),
});
