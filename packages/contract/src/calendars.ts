import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/calendars/index';
import { idParam } from './params';

/** Contract §6.4: an appointment's .ics, a professional's calendar feed and its secret. */

export const CALENDAR_MEDIA_TYPES = ['text/calendar'] as const;

export const turnoIcs = defineEndpoint({
  ...paths.turnoIcs,
  roles: ['cliente', 'peluquero', 'peluadmin'],
  summary:
    'El turno como archivo de calendario (RFC 5545, un VEVENT con UID estable, hora del estudio, LOCATION la dirección de la sucursal). El cliente sólo los suyos.',
  params: z.object({ id_turno: idParam('id_turno') }),
  data: z.enum(CALENDAR_MEDIA_TYPES),
});

export const calendarioProfesional = defineEndpoint({
  ...paths.calendarioProfesional,
  roles: 'public',
  summary:
    'Suscripción de calendario de un profesional en una sucursal (30 días atrás a 180 adelante); `token` es su secreto. Token equivocado: 404.',
  params: z.object({
    token: z
      .string({ error: 'El parámetro token es obligatorio.' })
      .trim()
      .min(1, 'El parámetro token es obligatorio.')
      .max(200, 'El parámetro token no es válido.'),
  }),
  data: z.enum(CALENDAR_MEDIA_TYPES),
});

export const regenerarTokenCalendario = defineEndpoint({
  ...paths.regenerarTokenCalendario,
  roles: ['peluquero', 'peluadmin'],
  summary:
    'Crea un secreto nuevo para la suscripción de calendario (el anterior deja de funcionar). Sólo se muestra esta vez.',
  params: z.object({ id_peluquero_sucursal: idParam('id_peluquero_sucursal') }),
  data: z.strictObject({ token: z.string().min(32) }),
});
