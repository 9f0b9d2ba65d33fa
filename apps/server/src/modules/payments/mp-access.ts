import { ErrorCode } from '@turnos/domain';
import { AppError } from '../../http/app-error';
import type { AppDeps } from '../../app-deps';
import { getOption } from '../options';
import { createMpClient, type MpClient } from './mp-client';

export const MP_TIMEOUT_MS = 8_000;

/** Our Mercado Pago client with the studio's access token; 1009 when none is configured. */
export async function mpClientFor(deps: AppDeps): Promise<MpClient> {
  const token = ((await getOption(deps.db, 'turnos_mp_access_token')) ?? '').trim();
  if (!token) {
    throw new AppError(ErrorCode.ruleForbids, 'El pago con Mercado Pago no está configurado.');
  }
  return createMpClient({
    baseUrl: deps.config.mpApiBase,
    accessToken: token,
    timeoutMs: MP_TIMEOUT_MS,
  });
}

/** Where the provider sends the client back, and where it notifies us (contract §2 PUBLIC_URL). */
export async function paymentUrls(deps: AppDeps) {
  const base = deps.config.publicUrl;
  const opt = async (name: string) => ((await getOption(deps.db, name)) ?? '').trim();
  return {
    success: (await opt('turnos_mp_back_url_success')) || `${base}/cliente/mp-success`,
    pending: `${base}/cliente/mp-pending`,
    failure: (await opt('turnos_mp_back_url_failure')) || `${base}/cliente/mp-failure`,
    notification:
      (await opt('turnos_mp_url_notification')) || `${base}/wp-json/turnos/v1/mp-webhook`,
  };
}
