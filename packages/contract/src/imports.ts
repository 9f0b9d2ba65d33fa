import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/imports/index';
import { flag01 } from './params';

/** Contract §7.8: moving in — clients and appointments from another system's CSV. */

/** What an import reads: a CSV (the server checks the bytes, never the declared type). */
export const IMPORT_MEDIA_TYPES = ['text/csv'] as const;

const count = z.number().int().nonnegative();

/** A line that was not imported: its number in the file (the header is 1) and why, in Spanish. */
export const importError = z.strictObject({
  linea: z.number().int().positive(),
  mensaje: z.string(),
});

/** `simular` '1': the same answer as the real run, and nothing written. */
const importParams = z.object({ simular: flag01.optional() });

export const importarClientes = defineEndpoint({
  ...paths.importarClientes,
  roles: ['peluadmin'],
  summary:
    'Importa clientes de un CSV (multipart, campo `file`, hasta 5 MB; UTF-8 o Windows-1252, `;` o `,`): columnas `nombre`, `email`, `celular`, `nota`. Se buscan por email y si no por celular; una coincidencia solo completa datos vacíos. `simular` 1: la misma respuesta sin guardar nada.',
  params: importParams,
  upload: { field: 'file', mediaTypes: IMPORT_MEDIA_TYPES },
  data: z.strictObject({
    resumen: z.strictObject({ nuevos: count, actualizados: count, omitidos: count }),
    errores: z.array(importError),
  }),
});

export const importarTurnos = defineEndpoint({
  ...paths.importarTurnos,
  roles: ['peluadmin'],
  summary:
    'Importa turnos de un CSV (como importar-clientes): columnas `fecha`, `hora`, `email` o `celular` del cliente, `profesional`, `sucursal`, `servicio`, `precio` opcional. Sin doble reserva (un horario ocupado es una línea con error), fechas pasadas permitidas, sin avisos. `simular` 1: la misma respuesta sin guardar nada.',
  params: importParams,
  upload: { field: 'file', mediaTypes: IMPORT_MEDIA_TYPES },
  data: z.strictObject({
    resumen: z.strictObject({ nuevos: count, omitidos: count }),
    errores: z.array(importError),
  }),
});
