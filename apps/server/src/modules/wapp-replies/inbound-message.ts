import { storedFormOfWhatsapp } from '@turnos/domain';

/** A text a person sent to the studio's number, read from the gateway's event. */
export interface InboundText {
  id: string;
  /** the sender in the stored phone form (digits, mobile prefix put back) */
  number: string;
  /** the sender's digits as the gateway wrote them */
  digits: string;
  text: string;
}

type Dict = Record<string, unknown>;
const dict = (v: unknown): Dict =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Dict) : {};
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

const PERSON = /^(\d{6,20})(?::\d+)?@s\.whatsapp\.net$/;
const MAX_ID = 80;

/**
 * The text of an Evolution API v2 `messages.upsert` event (contract §6.5), or null when it is not
 * one a client typed to us: another event, our own message (fromMe), a group, a broadcast or
 * channel, or no text (an image, an audio, a reaction). Newer WhatsApp ids (`…@lid`) carry the
 * phone in `remoteJidAlt` / `senderPn`.
 */
export function inboundTextOf(body: unknown): InboundText | null {
  const event = dict(body);
  const name = str(event.event)?.toLowerCase().replace(/_/g, '.');
  if (name !== 'messages.upsert') return null;
  const data = dict(event.data);
  const key = dict(data.key);
  if (key.fromMe !== false) return null;
  const id = str(key.id);
  if (!id || id.length > MAX_ID) return null;
  const jid = [key.remoteJid, key.remoteJidAlt, key.senderPn]
    .map(str)
    .find((j) => j !== undefined && PERSON.test(j));
  // a group's or a broadcast's jid never matches PERSON; a group message is refused even when a
  // participant's phone rides along
  if (!jid || str(key.remoteJid)?.endsWith('@g.us')) return null;
  const message = dict(data.message);
  const text = str(message.conversation) ?? str(dict(message.extendedTextMessage).text);
  if (text === undefined) return null;
  const digits = PERSON.exec(jid)?.[1] ?? '';
  return { id, number: storedFormOfWhatsapp(digits), digits, text };
}
