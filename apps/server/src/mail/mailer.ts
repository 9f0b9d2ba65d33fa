import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** contract §6.4: the appointment's .ics (nodemailer's calendar alternative and attachment) */
  icalEvent?: { method: string; filename: string; content: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
        opts.log.info({ to: m.to, subject: m.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      const file = path.join(opts.outboxDir, name);
      // the folder is made when missing (first message, or removed since), not before each one
      await fs.writeFile(file, info.message as Buffer).catch(async (err: unknown) => {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        await fs.mkdir(opts.outboxDir, { recursive: true });
        await fs.writeFile(file, info.message as Buffer);
      });
      opts.log.info({ to: m.to, subject: m.subject, file }, 'mail written to outbox');
    },
  };
}
