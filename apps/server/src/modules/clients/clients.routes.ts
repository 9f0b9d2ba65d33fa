import {
  actualizarDatoCliente,
  changePass,
  obtenerDatosCliente,
  reenviarEmailValidacion,
  validarNewCliente,
} from '@turnos/contract';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { changePassword, getClientData, updateClientField } from './clients.service';
import { resendValidation, validateAccount } from '../accounts';

/** Contract §4.1, the client's own account; paths, roles and shapes in packages/contract. */
export const clientAccountRoutes: RouteSpec[] = [
  routeFrom(validarNewCliente, {
    async handler({ params, deps }) {
      await validateAccount(deps, params.token);
      return ok({ message: '¡Tu cuenta fue validada! Ya podés iniciar sesión.' });
    },
  }),
  routeFrom(reenviarEmailValidacion, {
    async handler({ params, req, deps }) {
      await resendValidation(deps, params.email, req.ip);
      return ok({
        message:
          'Si la cuenta existe y no está validada, te enviamos un nuevo correo. Revisá tu bandeja de entrada.',
      });
    },
  }),
  routeFrom(obtenerDatosCliente, {
    async handler({ params, user, deps }) {
      return ok({ cliente: await getClientData(deps, user, params.ID) });
    },
  }),
  routeFrom(actualizarDatoCliente, {
    async handler({ params, user, deps }) {
      await updateClientField(deps, user, params.ID, params.key_field, params.value_field);
      return ok({ message: 'Cambios guardados con éxito.' });
    },
  }),
  routeFrom(changePass, {
    async handler({ params, user, req, deps }) {
      await changePassword(deps, user, params.ID, params.password, params.password_actual, req.ip);
      return ok({ message: 'La contraseña fue modificada.' });
    },
  }),
];
