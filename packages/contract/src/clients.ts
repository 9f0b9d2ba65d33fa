import { z } from 'zod';
import { emailSchema } from '@turnos/domain';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/clients/index';
import { anyText, idParam, intParam } from './params';
import { wireFlag, wireId } from './wire';

/** Contract §4.1: clients (their appointments are in appointments.ts). */

export const cliente = z.strictObject({
  ID: wireId,
  nombre: z.string(),
  celular: z.string(),
  user_email: z.string(),
  /** '1' validated */
  user_status: wireFlag,
  user_is_blocked: wireFlag,
});

/** An answer that only confirms, with a Spanish text for the user. */
const message = z.strictObject({ message: z.string().min(1) });

export const validarNewCliente = defineEndpoint({
  ...paths.validarNewCliente,
  roles: 'public',
  summary: 'Valida una cuenta con el código del enlace enviado por e-mail.',
  params: z.object({ token: anyText(200).min(1, 'Falta el código de validación.') }),
  data: message,
});

export const reenviarEmailValidacion = defineEndpoint({
  ...paths.reenviarEmailValidacion,
  roles: 'public',
  summary: 'Envía un nuevo enlace de validación (misma respuesta para e-mails desconocidos).',
  params: z.object({ email: emailSchema }),
  data: message,
});

export const obtenerDatosCliente = defineEndpoint({
  ...paths.obtenerDatosCliente,
  roles: ['cliente', 'peluadmin'],
  summary: 'Los datos de un cliente (el propio, o cualquiera para un administrador).',
  params: z.object({ ID: idParam('ID') }),
  data: z.strictObject({ cliente }),
});

export const actualizarDatoCliente = defineEndpoint({
  ...paths.actualizarDatoCliente,
  roles: ['cliente', 'peluadmin'],
  summary:
    'Cambia un dato de un cliente: nombre y celular (el propio); validado y bloqueado (administradores).',
  params: z.object({
    ID: idParam('ID'),
    key_field: z.enum(['nombre', 'celular', 'user_status', 'user_is_blocked'], {
      error: 'Campo inválido.',
    }),
    value_field: z.coerce.string().max(200, 'Máximo 200 caracteres.'),
  }),
  data: message,
});

export const changePass = defineEndpoint({
  ...paths.changePass,
  // contract: C own, A any; professionals change their own password here too (ADR 0003)
  roles: ['cliente', 'peluquero', 'peluadmin'],
  summary: 'Cambia la contraseña (la propia con la actual, o cualquiera para un administrador).',
  params: z.object({
    ID: idParam('ID'),
    password: anyText(200),
    password_actual: anyText(200).optional(),
  }),
  data: message,
});

/**
 * A client in a page of `get-all-clientes` (ADR 0066): §4.1's fields, plus, with `pagina`, how
 * many of their appointments were marked 'no asistió' (a professional without admin role counts
 * only their own agenda, as in the client's file), so staff see it where they pick a client.
 */
export const clienteListado = cliente.extend({
  no_asistidos: z.number().int().min(0).optional(),
});

/** The most clients one page of `get-all-clientes` holds, and how many by default (§6.1). */
export const CLIENTES_POR_PAGINA_MAX = 100;
export const CLIENTES_POR_PAGINA = 8;

export const getAllClientes = defineEndpoint({
  ...paths.getAllClientes,
  // professionals see clients to assign appointments; blocked ones come flagged
  roles: ['peluquero', 'peluadmin'],
  summary:
    'Los clientes por nombre; con `buscar`, los que lo contienen en el nombre, el e-mail o el celular (sin distinguir acentos ni mayúsculas); con `pagina`, una página y el total.',
  params: z.object({
    pagina: intParam(1, 1_000_000, 'La página debe ser un número entero positivo.').optional(),
    por_pagina: intParam(
      1,
      CLIENTES_POR_PAGINA_MAX,
      `La cantidad por página debe estar entre 1 y ${CLIENTES_POR_PAGINA_MAX}.`,
    ).optional(),
    buscar: anyText(100).optional(),
  }),
  data: z.strictObject({
    /** with `pagina`, each also carries `no_asistidos` */
    clientes: z.array(clienteListado),
    /** how many clients match in all (only with `pagina`) */
    total: z.number().int().min(0).optional(),
  }),
});

export const eliminarCliente = defineEndpoint({
  ...paths.eliminarCliente,
  roles: ['peluadmin'],
  summary: 'Elimina un cliente, sus datos y sus turnos.',
  params: z.object({ ID: idParam('ID') }),
  data: message,
});
