import { z } from 'zod';
import { ROLES, emailSchema } from '@turnos/domain';
import { defineEndpoint } from './endpoint';
import * as paths from './paths/accounts/index';
import { anyText } from './params';
import { wireFlag, wireId } from './wire';

/**
 * Contract §3: login, session and account, `/wp-json/simple-jwt-login/v1`. Shapes follow the
 * Simple JWT Login plugin: some answers are not `{success, data}` (`envelope: 'plain'`, their
 * `data` schema is then the whole body).
 */

/** A signed HS256 token, three base64url parts. */
const jwt = z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/);

/**
 * The token a call is about, as the `JWT` parameter (query or body; contract §1), read when no
 * `Authorization: Bearer` header is sent. Any text: the token checks answer a bad one (12, 13, 55).
 */
const tokenParam = z.object({ JWT: z.string().optional() });

export const authLogin = defineEndpoint({
  ...paths.authLogin,
  roles: 'public',
  summary: 'Ingresa con e-mail y contraseña: un token de 24 horas.',
  params: z.object({
    email: emailSchema,
    password: anyText(200),
    AUTH_KEY: z.string().optional(),
  }),
  data: z.strictObject({ jwt }),
});

export const authValidate = defineEndpoint({
  ...paths.authValidate,
  roles: ['cliente', 'peluquero', 'peluadmin'],
  summary: 'La sesión del token: el usuario, sus roles y el token con su vencimiento.',
  params: z.object({}),
  data: z.strictObject({
    user: z.strictObject({
      ID: wireId,
      display_name: z.string(),
      nombre_completo: z.string(),
      user_email: z.string(),
      /** '1' validated */
      user_status: wireFlag,
      user_is_blocked: wireFlag,
    }),
    roles: z.array(z.enum(ROLES)),
    jwt: z.array(
      z.strictObject({
        token: jwt,
        payload: z.strictObject({
          id: wireId,
          email: z.string(),
          jti: z.string(),
          /** the session (the login's jti, kept by refreshes); absent in older tokens */
          sid: z.string().optional(),
          /** the user's token generation at issue (ADR 0085); absent in older tokens */
          gen: z.number().int().min(0).optional(),
          iat: z.number().int(),
          exp: z.number().int(),
          iss: z.string(),
        }),
        /** seconds left */
        expire_in: z.number().int().min(0),
      }),
    ),
  }),
});

export const authRefresh = defineEndpoint({
  ...paths.authRefresh,
  roles: 'public',
  summary: 'Un token nuevo a cambio de uno vigente o vencido hace menos de 7 días.',
  params: tokenParam,
  data: z.strictObject({ jwt }),
});

export const authRevoke = defineEndpoint({
  ...paths.authRevoke,
  roles: 'public',
  summary:
    'Cierra la sesión del token: el token, los tokens de los que fue renovado y los renovados de él.',
  params: tokenParam,
  data: z.strictObject({
    success: z.literal(true),
    message: z.literal('Token was revoked.'),
    data: z.strictObject({ jwt: z.array(jwt).length(1) }),
  }),
});

/**
 * Where autologin sends the browser: a path of this site (never `//host` or `/\host`), the
 * token in the fragment.
 */
const signedInTarget = z.string().regex(/^\/(?![/\\])[^#\s]*#jwt=[\w-]+\.[\w-]+\.[\w-]+$/);

export const autologin = defineEndpoint({
  ...paths.autologin,
  // no role needed, but the token is: `JWT` in the query (a link) or the Authorization header
  roles: 'public',
  summary:
    'Con el token (parámetro `JWT`), redirige (302) a `redirectUrl` —solo una ruta de este sitio; si no, 1003— o al inicio, con el token en el fragmento `#jwt=`.',
  params: z.object({ redirectUrl: z.string().max(2000).optional() }),
  data: signedInTarget,
});

export const usersRegister = defineEndpoint({
  ...paths.usersRegister,
  roles: 'public',
  summary:
    'Registra un cliente (email, password, display_name, user_meta {celular, nombre}) y le envía el e-mail de validación.',
  params: z.looseObject({ AUTH_KEY: z.string().optional() }),
  data: z.strictObject({
    success: z.literal(true),
    id: wireId,
    message: z.literal('User was successfully created.'),
    user: z.strictObject({
      ID: wireId,
      user_email: z.string(),
      display_name: z.string(),
      user_status: z.literal('0'),
    }),
  }),
});

export const resetPasswordRequest = defineEndpoint({
  ...paths.resetPasswordRequest,
  roles: 'public',
  summary:
    'Envía un código para cambiar la contraseña (misma respuesta para e-mails desconocidos).',
  params: z.object({ email: emailSchema }),
  data: z.strictObject({ success: z.literal(true), message: z.string().min(1) }),
});

export const resetPasswordChange = defineEndpoint({
  ...paths.resetPasswordChange,
  roles: 'public',
  summary:
    'Cambia la contraseña con el código enviado, o con el token del mismo usuario y su contraseña actual (`password_actual`).',
  params: z.object({
    email: emailSchema,
    new_password: anyText(200),
    code: z.coerce.string().max(20).optional(),
    /** with a JWT instead of a code: the current password (a token alone never changes it) */
    password_actual: anyText(200).optional(),
  }),
  data: z.strictObject({
    success: z.literal(true),
    message: z.literal('User Password has been changed.'),
  }),
});
