import type { Db } from '../../db/types';
import { insertNotification } from './notifications.queries';

/**
 * An answer to a client's WhatsApp message (contract §6.5), queued like every other message so the
 * webhook never waits for the gateway: the worker sends it, retries it, and the admin sees it.
 * `key` makes it once per received message.
 */
export async function queueWhatsappReply(
  db: Db,
  reply: { number: string; text: string; key: string; appointmentId: number | null },
) {
  await insertNotification(db, {
    event: 'respuesta_wapp',
    channel: 'wapp',
    recipient: reply.number,
    body: reply.text,
    dedupeKey: `respuesta_wapp:${reply.key}`,
    appointmentId: reply.appointmentId,
  });
}
