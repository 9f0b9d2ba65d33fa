import { PUBLIC_OPTIONS, SECRET_OPTIONS, maskSecret } from '@turnos/domain';
import { actualizarOpcion, logoImage, obtenerLogo, obtenerOpcion } from '@turnos/contract';
import { ErrorCode } from '@turnos/domain';
import { AppError, errorBody, forbidden, invalid, notFound } from '../../http/app-error';
import { TURNOS, ok, routeFrom, type RouteSpec } from '../../http/route';
import { isAdmin } from '../../auth/auth-user';
import { getOption, setOption } from './options.queries';
import { getLogo, getLogoBytes } from './logo.queries';
import { isUnchangedSecret, optionError } from './option-rules';
import { OPTION_DEFAULTS } from './option-defaults';

export const optionRoutes: RouteSpec[] = [
  routeFrom(obtenerOpcion, {
    async handler({ params, user, deps }) {
      if (!PUBLIC_OPTIONS.includes(params.opcion) && !isAdmin(user)) {
        if (!user) throw new AppError(ErrorCode.tokenMissing);
        throw forbidden();
      }
      // absent rows read as the shipped default (templates, flags, reminder hour: ADR 0042)
      const value =
        (await getOption(deps.db, params.opcion)) ?? OPTION_DEFAULTS[params.opcion] ?? '';
      return ok(SECRET_OPTIONS.includes(params.opcion) ? maskSecret(value) : value);
    },
  }),
  routeFrom(actualizarOpcion, {
    async handler({ params, deps }) {
      const valor = params.valor;
      if (isUnchangedSecret(params.opcion, valor, await getOption(deps.db, params.opcion))) {
        return ok({ message: 'Cambios guardados con éxito.' });
      }
      // only secrets come back masked; templates may hold '•' (the shipped ones list with it)
      if (SECRET_OPTIONS.includes(params.opcion) && valor.includes('•')) {
        throw invalid('Ingresá el valor completo (no el enmascarado).');
      }
      const error = optionError(params.opcion, valor);
      if (error) throw invalid(error);
      await setOption(deps.db, params.opcion, valor);
      return ok({ message: 'Cambios guardados con éxito.' });
    },
  }),
  routeFrom(obtenerLogo, {
    async handler({ deps }) {
      const logo = await getLogo(deps.db);
      // the contract answers "no logo yet" as a plain 200 with success false (not an error)
      if (!logo) return errorBody('No hay logo seleccionado', ErrorCode.notFound);
      return ok({ logo_url: `${TURNOS}/logo?v=${logo.updatedAt.getTime()}` });
    },
  }),
  routeFrom(logoImage, {
    async handler({ deps, reply }) {
      const logo = await getLogoBytes(deps.db);
      if (!logo) throw notFound('No hay logo seleccionado');
      return reply
        .header('content-type', logo.mime)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(logo.data));
    },
  }),
];
