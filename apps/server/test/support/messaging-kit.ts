import path from 'node:path';
import { startFakeWhatsapp } from '@turnos/fake-whatsapp';
import { createMailer } from '../../src/mail/mailer';
import type { TestApp } from '../harness';
import { api } from '../catalog-factories';
import { startSmtpSink } from './smtp-sink';
import { runNotificationsOnce } from '../../src/jobs/notifications-worker';

/**
 * A test app whose e-mails go out through real SMTP to a local sink and whose WhatsApp gateway
 * is the fake (configured through the options, as an admin would).
 */
export async function withMessaging(t: TestApp, adminToken: string) {
  const smtp = await startSmtpSink();
  const wapp = await startFakeWhatsapp({ instances: { turnos: 'open' } });
  t.deps.mailer = createMailer({
    smtpUrl: `${smtp.url}?ignoreTLS=true`,
    from: t.config.mailFrom,
    outboxDir: path.join(t.config.dataDir, 'outbox'),
    log: t.deps.log,
  });
  await setOptions(t, adminToken, {
    turnos_wapp_ip_servidor: '127.0.0.1',
    turnos_wapp_puerto: String(wapp.port),
    turnos_wapp_auth_token: wapp.apikey,
  });
  return {
    smtp,
    wapp,
    /** one worker pass */
    run: () => runNotificationsOnce(t.deps),
    async close() {
      await smtp.close();
      await wapp.close();
    },
  };
}

export async function setOptions(t: TestApp, token: string, values: Record<string, string>) {
  for (const [opcion, valor] of Object.entries(values)) {
    const res = await api(t, 'POST', 'actualizar-opcion', { opcion, valor }, token);
    if (res.statusCode !== 200) throw new Error(`${opcion}: ${res.body}`);
  }
}
