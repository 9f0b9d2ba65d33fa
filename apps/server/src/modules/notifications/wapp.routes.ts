import { ErrorCode } from '@turnos/domain';
import { endpointPath, estadoWapp, obtenerQrWapp, wappWebhook } from '@turnos/contract';
import { AppError } from '../../http/app-error';
import { ok, routeFrom, type RouteSpec } from '../../http/route';
import { gatewayFromOptions } from './whatsapp/from-options';
import { WhatsappError } from './whatsapp/gateway';

/** Gateway trouble reaches the admin as a readable message, never as an internal error. */
async function viaGateway<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof WhatsappError) throw new AppError(ErrorCode.ruleForbids, err.message);
    throw err;
  }
}

export const wappRoutes: RouteSpec[] = [
  routeFrom(obtenerQrWapp, {
    async handler({ deps }) {
      const qr = await viaGateway(async () => {
        const gateway = await gatewayFromOptions(deps.db);
        const code = await gateway.pairingQr();
        // the instance exists now: received messages come back to us (contract §6.5)
        await gateway.setWebhook(new URL(endpointPath(wappWebhook), deps.config.publicUrl).href);
        return code;
      });
      if (qr === null) throw new AppError(ErrorCode.ruleForbids, 'WhatsApp ya está vinculado.');
      return ok(qr);
    },
  }),
  routeFrom(estadoWapp, {
    async handler({ deps }) {
      try {
        const state = await (await gatewayFromOptions(deps.db)).connectionState();
        return ok({ conectado: state === 'open', estado: state });
      } catch (err) {
        // unreachable or unconfigured: not connected, and why
        if (err instanceof WhatsappError)
          return ok({ conectado: false, estado: 'error', detalle: err.message });
        throw err;
      }
    },
  }),
];
