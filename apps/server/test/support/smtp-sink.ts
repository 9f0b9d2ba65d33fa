import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A received e-mail, decoded enough for assertions. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** the text/calendar parts (the invitation nodemailer writes twice: inline and attached) */
  calendars: { type: string; content: string }[];
  raw: string;
}

const decodeQp = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

const decodeWords = (s: string) =>
  s.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQp(text.replace(/_/g, ' ')),
  );

function header(head: string, name: string) {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

const boundaryOf = (contentType: string) => /boundary="?([^";\r\n]+)"?/i.exec(contentType)?.[1];

/** Every leaf part of a message or part, nested multiparts (mixed > alternative) opened. */
function leafParts(raw: string): { type: string; content: string }[] {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const boundary = boundaryOf(header(head, 'Content-Type'));
  if (!boundary) return [decodePart(raw)];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => leafParts(part.replace(/^\r?\n/, '')));
}

function decodePart(part: string) {
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const bodyText = rest.join('\n\n');
  const enc = header(head, 'Content-Transfer-Encoding').toLowerCase();
  const content =
    enc === 'base64'
      ? Buffer.from(bodyText.replace(/\s/g, ''), 'base64').toString('utf8')
      : enc === 'quoted-printable'
        ? decodeQp(bodyText)
        : bodyText;
  return { type: header(head, 'Content-Type').toLowerCase(), content };
}

/** Parses what nodemailer sends (multipart/alternative with a text and an HTML part). */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const parts = leafParts(raw);
  return {
    to,
    subject: decodeWords(header(head, 'Subject')),
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content.trim() ?? '',
    calendars: parts.filter((p) => p.type.startsWith('text/calendar')),
    raw,
  };
}

/** A real SMTP server on a free port, keeping what it receives. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
