import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { appointments } from '../../db/schema';
import type { NotificationRow } from './notifications.queries';
import { BASE_URL_MARK } from './templates';
import { reminderOfKey } from './reminder-key';
import { buildCalendar, icsSite } from '../calendars';
import { icsEventsOf, icsFilenameOf, type EmailIcs } from './email-ics';
import { WhatsappError, type WhatsappGateway } from './whatsapp/gateway';
import { gatewayFromOptions } from './whatsapp/from-options';

/** A message that must not be sent any more (not an error: nobody needs to see it as failed). */
export class NoLongerApplies extends Error {}

/** Whether a failed send may succeed later (network, gateway down) or never (bad number). */
export function isRetryable(err: unknown): boolean {
  if (err instanceof WhatsappError) return err.retryable;
  const code = (err as { responseCode?: unknown }).responseCode;
  return !(typeof code === 'number' && code >= 500 && code < 600);
}

/**
 * A reminder is checked again at send time: still active, still on the day it announces, and not
 * changed since it was queued (its version in the key, ADR 0074).
 */
async function assertReminderApplies(deps: AppDeps, row: NotificationRow) {
  const announced = reminderOfKey(row.dedupeKey);
  if (!row.appointmentId) return;
  const [a] = await deps.db
    .select({
      fecha: appointments.fecha,
      cancelado: appointments.cancelado,
      sequence: appointments.sequence,
    })
    .from(appointments)
    .where(eq(appointments.id, row.appointmentId));
  if (!a || a.cancelado)
    throw new NoLongerApplies('El turno fue cancelado antes del recordatorio.');
  if (announced && a.fecha !== announced.fecha)
    throw new NoLongerApplies('El turno cambió de fecha antes del recordatorio.');
  if (announced && a.sequence !== announced.sequence)
    throw new NoLongerApplies('El turno cambió antes del recordatorio.');
}

export interface DeliveryContext {
  gateway(): Promise<WhatsappGateway>;
}

/** Sends one claimed message through its channel; throws when it could not be sent. */
export async function deliver(deps: AppDeps, row: NotificationRow, ctx: DeliveryContext) {
  const fill = (s: string) => s.split(BASE_URL_MARK).join(deps.config.publicUrl);
  if (row.event === 'recordatorio') await assertReminderApplies(deps, row);
  if (row.channel === 'email') {
    const { html, text, ics } = JSON.parse(row.body) as {
      html: string;
      text: string;
      ics?: EmailIcs;
    };
    await deps.mailer.send({
      to: row.recipient,
      subject: fill(row.subject),
      html: fill(html),
      text: fill(text),
      ...(ics
        ? {
            icalEvent: {
              method: ics.method,
              filename: icsFilenameOf(ics),
              // a visit's e-mail carries one calendar with a VEVENT per appointment (ADR 0074)
              content: buildCalendar(icsEventsOf(ics), {
                method: ics.method,
                site: icsSite(deps.config, ics.organizador),
                now: deps.clock(),
              }),
            },
          }
        : {}),
    });
    return;
  }
  const gateway = await ctx.gateway();
  await gateway.sendText(row.recipient, fill(row.body));
}

/** Lazily builds the gateway once per worker run, from the options of that moment. */
export function deliveryContext(deps: AppDeps): DeliveryContext {
  let gateway: Promise<WhatsappGateway> | undefined;
  return { gateway: () => (gateway ??= gatewayFromOptions(deps.db)) };
}
