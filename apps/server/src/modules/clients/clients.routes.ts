import { z } from 'zod';
import { emailSchema } from '@turnos/domain';
import { TURNOS, defineRoute, ok, type RouteSpec } from '../../http/route';
import { anyText, idParam } from '@turnos/contract/params';
import { changePassword, getClientData, updateClientField } from './clients.service';
import { resendValidation, validateAccount } from '../accounts/registration.service';

export const clientAccountRoutes: RouteSpec[] = [
  defineRoute({
    method: 'POST',
    path: `${TURNOS}/validar-new-cliente`,
    roles: 'public',
    params: z.object({ token: anyText(200).min(1, 'Falta el código de validación.') }),
    async handler({ params, deps }) {
      await validateAccount(deps, params.token);
      return ok({ message: '¡Tu cuenta fue validada! Ya podés iniciar sesión.' });
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${TURNOS}/reenviar-email-validacion`,
    roles: 'public',
    params: z.object({ email: emailSchema }),
    async handler({ params, req, deps }) {
      await resendValidation(deps, params.email, req.ip);
      return ok({
        message:
          'Si la cuenta existe y no está validada, te enviamos un nuevo correo. Revisá tu bandeja de entrada.',
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${TURNOS}/obtener-datos-cliente`,
    roles: ['cliente', 'peluadmin'],
    params: z.object({ ID: idParam('ID') }),
    async handler({ params, user, deps }) {
      return ok({ cliente: await getClientData(deps, user, params.ID) });
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${TURNOS}/actualizar-dato-cliente`,
    roles: ['cliente', 'peluadmin'],
    params: z.object({
      ID: idParam('ID'),
      key_field: z.enum(['nombre', 'celular', 'user_status', 'user_is_blocked'], {
        error: 'Campo inválido.',
      }),
      value_field: z.coerce.string().max(200, 'Máximo 200 caracteres.'),
    }),
    async handler({ params, user, deps }) {
      await updateClientField(deps, user, params.ID, params.key_field, params.value_field);
      return ok({ message: 'Cambios guardados con éxito.' });
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${TURNOS}/change-pass`,
    // contract: C own, A any; professionals change their own password here too (ADR 0003)
    roles: ['cliente', 'peluquero', 'peluadmin'],
    params: z.object({
      ID: idParam('ID'),
      password: anyText(200),
      password_actual: anyText(200).optional(),
    }),
    async handler({ params, user, deps }) {
      await changePassword(deps, user, params.ID, params.password, params.password_actual);
      return ok({ message: 'La contraseña fue modificada.' });
    },
  }),
];
