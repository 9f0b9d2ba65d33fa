import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

async function outboxMailer() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'turnos-mail-'));
  dirs.push(root);
  const outboxDir = path.join(root, 'outbox');
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'Turnos <no-reply@turnos.test>',
    outboxDir,
    log: pino({ level: 'silent' }),
  });
  return { mailer, outboxDir };
}

const files = async (dir: string) =>
  Promise.all((await fs.readdir(dir)).map((f) => fs.readFile(path.join(dir, f), 'utf8')));

describe('the outbox mailer (no SMTP_URL)', () => {
  it('makes the outbox folder with the first message and writes each message as a file', async () => {
    const { mailer, outboxDir } = await outboxMailer();
    await mailer.send({
      to: 'ana@turnos.test',
      subject: 'Turno reservado',
      text: 'Hola Ana',
      html: '<p>Hola Ana</p>',
    });
    await mailer.send({
      to: 'ines@turnos.test',
      subject: 'Turno cancelado',
      text: 'Hola Inés',
      html: '<p>Hola Inés</p>',
    });
    const written = await files(outboxDir);
    expect(written).toHaveLength(2);
    expect(written.some((f) => f.includes('To: ana@turnos.test'))).toBe(true);
    expect(written.some((f) => f.includes('To: ines@turnos.test'))).toBe(true);
  });

  it('makes the folder again when it was removed between messages', async () => {
    const { mailer, outboxDir } = await outboxMailer();
    await mailer.send({ to: 'ana@turnos.test', subject: 'Uno', text: '1', html: '<p>1</p>' });
    await fs.rm(outboxDir, { recursive: true });
    await mailer.send({ to: 'ana@turnos.test', subject: 'Dos', text: '2', html: '<p>2</p>' });
    const written = await files(outboxDir);
    expect(written).toHaveLength(1);
    expect(written[0]).toContain('Subject: Dos');
  });
});
