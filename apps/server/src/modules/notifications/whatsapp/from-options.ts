import { getOptions } from '../../options/options.queries';
import type { Db } from '../../../db/types';
import { WhatsappError, type WhatsappGateway } from './gateway';
import { evolutionGateway } from './evolution';

/** The gateway configured in the options (WhatsApp tab → Servidor), or an error saying what's missing. */
export async function gatewayFromOptions(db: Db): Promise<WhatsappGateway> {
  const o = await getOptions(db, ['turnos_wapp_ip_servidor', 'turnos_wapp_puerto', 'turnos_wapp_auth_token']);
  const ip = o.get('turnos_wapp_ip_servidor')?.trim();
  const port = o.get('turnos_wapp_puerto')?.trim();
  if (!ip || !port) {
    throw new WhatsappError('El servidor de WhatsApp no está configurado (IP y puerto).', true);
  }
  return evolutionGateway({ ip, port, token: o.get('turnos_wapp_auth_token') ?? '' });
}
