import { getOptions, gatewayBaseUrl } from '../../options';
import type { Db } from '../../../db/types';
import { WhatsappError, type WhatsappGateway } from './gateway';
import { evolutionGateway } from './evolution';

/** The gateway configured in the options (WhatsApp tab → Servidor), or an error saying what's missing. */
export async function gatewayFromOptions(db: Db): Promise<WhatsappGateway> {
  const o = await getOptions(db, [
    'turnos_wapp_ip_servidor',
    'turnos_wapp_puerto',
    'turnos_wapp_auth_token',
  ]);
  const address = o.get('turnos_wapp_ip_servidor')?.trim() ?? '';
  const port = o.get('turnos_wapp_puerto')?.trim() ?? '';
  if (!address) {
    throw new WhatsappError(
      'El servidor de WhatsApp no está configurado (dirección y puerto).',
      true,
    );
  }
  // checked again here, not only when saved: a value written some other way never moves the key
  const baseUrl = gatewayBaseUrl(address, port);
  if (typeof baseUrl === 'string') {
    throw new WhatsappError(`La dirección del servidor de WhatsApp es inválida. ${baseUrl}`, true);
  }
  return evolutionGateway({ baseUrl, token: o.get('turnos_wapp_auth_token') ?? '' });
}
