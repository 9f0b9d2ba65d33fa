import {
  WhatsappError,
  type WhatsappGateway,
  type WhatsappServerSettings,
  type WhatsappState,
} from './gateway';
import { gatewayUrl } from '../../options';

/** The instance Turnos creates and uses on the Evolution server. */
export const INSTANCE = 'turnos';
const TIMEOUT_MS = 10_000;

type Json = Record<string, unknown>;

const messageOf = (body: unknown): string => {
  const b = body as { response?: { message?: unknown }; message?: unknown } | null;
  const m = b?.response?.message ?? b?.message;
  return typeof m === 'string' ? m : JSON.stringify(m ?? body);
};

/** Evolution API v2 (`apikey` header, instance routes, message/sendText). */
export function evolutionGateway(s: WhatsappServerSettings): WhatsappGateway {
  async function call(
    method: string,
    path: string,
    body?: Json,
  ): Promise<{ status: number; json: unknown }> {
    // the key goes to the configured origin only: the path is ours and may not leave it, and a
    // redirect is never followed (fetch would carry the `apikey` header to wherever it points)
    const url = gatewayUrl(s.baseUrl, path);
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: { apikey: s.token, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new WhatsappError(
        `No se pudo conectar con el servidor de WhatsApp (${(err as Error).message}).`,
        true,
      );
    }
    if ((res.status >= 300 && res.status < 400) || res.type === 'opaqueredirect') {
      await res.body?.cancel();
      throw new WhatsappError(
        'El servidor de WhatsApp respondió con una redirección, que Turnos no sigue: configure su dirección final (por ejemplo https://…).',
        true,
      );
    }
    const json: unknown = await res.json().catch(() => null);
    if (res.status === 401 || res.status === 403) {
      throw new WhatsappError('El servidor de WhatsApp rechazó el token de autenticación.', true);
    }
    return { status: res.status, json };
  }

  const stripPrefix = (b64: unknown) =>
    typeof b64 === 'string' && b64 ? b64.replace(/^data:image\/\w+;base64,/, '') : null;

  const gateway: WhatsappGateway = {
    async sendText(number, text) {
      const { status, json } = await call('POST', `/message/sendText/${INSTANCE}`, {
        number,
        text,
      });
      if (status >= 200 && status < 300) return;
      const message = messageOf(json);
      // Evolution answers 400 with [{exists:false, number}] for a number not on WhatsApp
      if (status === 400 && /"exists":\s*false/.test(message)) {
        throw new WhatsappError(`El número ${number} no tiene WhatsApp.`, false);
      }
      if (status === 400) throw new WhatsappError(`WhatsApp rechazó el mensaje: ${message}`, false);
      throw new WhatsappError(`El servidor de WhatsApp respondió ${status}: ${message}`, true);
    },
    async setWebhook(url) {
      // Evolution API v2: one webhook per instance, only the received-messages event, each post
      // carrying our key in the `apikey` header (what wapp-webhook checks)
      const { status, json } = await call('POST', `/webhook/set/${INSTANCE}`, {
        webhook: {
          enabled: true,
          url,
          headers: { apikey: s.token, 'Content-Type': 'application/json' },
          byEvents: false,
          base64: false,
          events: ['MESSAGES_UPSERT'],
        },
      });
      if (status >= 300) {
        throw new WhatsappError(
          `No se pudo registrar el webhook de WhatsApp: ${messageOf(json)}`,
          status >= 500,
        );
      }
    },
    async connectionState(): Promise<WhatsappState> {
      const { status, json } = await call('GET', `/instance/connectionState/${INSTANCE}`);
      if (status === 404) return 'close';
      if (status >= 300)
        throw new WhatsappError(`El servidor de WhatsApp respondió ${status}.`, true);
      const state = (json as { instance?: { state?: string } } | null)?.instance?.state;
      return state === 'open' || state === 'connecting' ? state : 'close';
    },
    async pairingQr() {
      const state = await call('GET', `/instance/connectionState/${INSTANCE}`);
      if (state.status === 404) {
        const created = await call('POST', '/instance/create', {
          instanceName: INSTANCE,
          qrcode: true,
          integration: 'WHATSAPP-BAILEYS',
        });
        if (created.status >= 300) {
          throw new WhatsappError(
            `No se pudo crear la instancia: ${messageOf(created.json)}`,
            true,
          );
        }
        const qr = stripPrefix(
          (created.json as { qrcode?: { base64?: unknown } } | null)?.qrcode?.base64,
        );
        if (qr) return qr;
      } else if (
        (state.json as { instance?: { state?: string } } | null)?.instance?.state === 'open'
      ) {
        return null;
      }
      const conn = await call('GET', `/instance/connect/${INSTANCE}`);
      if (conn.status >= 300)
        throw new WhatsappError(`No se pudo obtener el QR: ${messageOf(conn.json)}`, true);
      const qr = stripPrefix((conn.json as { base64?: unknown } | null)?.base64);
      if (qr) return qr;
      if ((conn.json as { instance?: { state?: string } } | null)?.instance?.state === 'open')
        return null;
      throw new WhatsappError('El servidor de WhatsApp no devolvió un QR.', true);
    },
  };
  return gateway;
}
