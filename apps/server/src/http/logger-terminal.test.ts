import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, terminalStream } from './logger';

/** What a person at a terminal reads, and what a pipe gets (issue 29: the first admin's password). */
describe('server log lines', () => {
  it('are plain text at a terminal, still scrubbed of secrets', () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    const stream = terminalStream(true, out);
    expect(stream).toBeDefined();
    const { stream: destination, ...options } = loggerOptions('info', stream);
    const log = pino(options, destination);
    log.warn(
      'Primer administrador creado: admin@localhost / contraseña: Adm-xyz1 (se muestra una sola vez)',
    );
    log.info({ token: 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln' }, 'con un token');
    expect(text).toMatch(
      /WARN.*Primer administrador creado: admin@localhost \/ contraseña: Adm-xyz1/,
    );
    expect(text).not.toMatch(/^\{/m);
    expect(text).not.toContain('eyJhbGciOiJIUzI1NiJ9.e30.c2ln');
  });

  it('are one JSON object a line anywhere else (a pipe, a file, Docker)', () => {
    expect(terminalStream(false)).toBeUndefined();
  });
});
