import { z } from 'zod';
import { isOptionName } from '@turnos/domain';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/options/index';
import { errorEnvelope, successEnvelope } from './envelope';
import { intParam } from './params';
import { wireId } from './wire';

/** Contract §4.7, §4.8: options, the logo's address, WhatsApp pairing, notifications. */

const optionName = z
  .string({ error: 'Debe indicar la opción.' })
  .refine(isOptionName, 'La opción indicada no existe.');

const message = z.strictObject({ message: z.string().min(1) });

export const obtenerOpcion = defineEndpoint({
  ...paths.obtenerOpcion,
  // admins read any option; the site name and the active limit are public (contract §4.8)
  roles: 'public',
  summary: 'El valor de una opción (los secretos enmascarados).',
  params: z.object({ opcion: optionName }),
  data: z.string(),
});

export const actualizarOpcion = defineEndpoint({
  ...paths.actualizarOpcion,
  roles: ['peluadmin'],
  summary: 'Cambia una opción.',
  params: z.object({
    opcion: optionName,
    valor: z.coerce.string().max(20_000, 'Máximo 20000 caracteres.'),
  }),
  data: message,
});

export const obtenerLogo = defineEndpoint({
  ...paths.obtenerLogo,
  roles: 'public',
  // the contract answers "no logo yet" as a plain 200 with success false (not an error)
  summary: 'La dirección del logo, o (200) el error 1002 si no hay logo.',
  params: z.object({}),
  data: z.union([successEnvelope(z.strictObject({ logo_url: z.string() })), errorEnvelope]),
});

/** What the logo may be: the server checks the uploaded bytes, never the declared type. */
export const LOGO_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Not in the contract: the image `logo_url` points to (ADR 0042). */
export const logoImage = defineEndpoint({
  ...paths.logoImage,
  roles: 'public',
  summary:
    'La imagen del logo (PNG, JPEG o WebP; se guarda en caché un día; `v` solo cambia la dirección cuando cambia el logo); 404 si no hay logo.',
  params: z.object({ v: z.string().max(20).optional() }),
  data: z.enum(LOGO_MEDIA_TYPES),
});

export const subirLogo = defineEndpoint({
  ...paths.subirLogo,
  roles: ['peluadmin'],
  summary:
    'Sube el logo: multipart, campo `file`, PNG, JPEG o WebP de hasta 1 MB (se reconoce por el contenido).',
  params: z.object({}),
  upload: { field: 'file', mediaTypes: LOGO_MEDIA_TYPES },
  data: z.strictObject({ logo_url: z.string() }),
});

export const obtenerQrWapp = defineEndpoint({
  ...paths.obtenerQrWapp,
  roles: ['peluadmin'],
  summary: 'El QR para vincular WhatsApp (1009 si ya está vinculado).',
  params: z.object({}),
  data: z.string(),
});

export const estadoWapp = defineEndpoint({
  ...paths.estadoWapp,
  roles: ['peluadmin'],
  summary: 'Si WhatsApp está conectado; si el servidor no responde, por qué.',
  params: z.object({}),
  data: z.strictObject({
    conectado: z.boolean(),
    estado: z.enum(['open', 'connecting', 'close', 'error']),
    detalle: z.string().optional(),
  }),
});

/**
 * An Evolution API v2 `messages.upsert` event (contract §6.5), sent by the gateway to the webhook
 * Turnos registers when WhatsApp is connected. No token: the `apikey` header must equal
 * `turnos_wapp_auth_token` (401 otherwise). The event is never refused for its shape: what does
 * not apply is ignored, and the answer says what was done.
 */
export const wappWebhook = defineEndpoint({
  ...paths.wappWebhook,
  roles: 'public',
  summary:
    'Mensaje recibido por WhatsApp (evento messages.upsert de Evolution API v2, cabecera apikey): una respuesta 1/sí confirma el próximo turno recordado del cliente, 2/no lo cancela; otro texto recibe una ayuda. Si el número tiene turnos recordados de más de un cliente, no cambia nada y la respuesta lleva a Mis turnos.',
  params: z.looseObject({}),
  data: z.strictObject({
    resultado: z.enum([
      'ignorado',
      'repetido',
      'desconocido',
      'sin_turno',
      'confirmado',
      'cancelado',
      'no_cancelable',
      'ayuda',
      'varios_clientes',
    ]),
  }),
});

const NOTIFICATION_STATES = ['pendiente', 'enviando', 'enviado', 'fallido', 'descartado'] as const;
const isoInstant = z.iso.datetime();

export const notificacion = z.strictObject({
  id: wireId,
  evento: z.string(),
  canal: z.enum(['email', 'wapp']),
  destinatario: z.string(),
  asunto: z.string(),
  estado: z.enum(NOTIFICATION_STATES),
  intentos: z.number().int().min(0),
  ultimo_error: z.string().nullable(),
  id_turno: wireId.nullable(),
  creado: isoInstant,
  enviado: isoInstant.nullable(),
  proximo_intento: isoInstant.nullable(),
});

/** Not in the contract: the admin's view of recent messages and their state (ADR 0044). */
export const obtenerNotificaciones = defineEndpoint({
  ...paths.obtenerNotificaciones,
  roles: ['peluadmin'],
  summary: 'Los mensajes recientes (e-mail y WhatsApp) y su estado.',
  params: z.object({
    cantidad: intParam(1, 200, 'Cantidad inválida.').default(50),
    estado: z.enum(NOTIFICATION_STATES, { error: 'Estado inválido.' }).optional(),
  }),
  data: z.strictObject({ notificaciones: z.array(notificacion) }),
});
