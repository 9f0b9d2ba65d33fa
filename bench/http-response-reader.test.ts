import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpResponseReader } from './http-response-reader';

const fixed = (status: number, body: string) =>
  `HTTP/1.1 ${status} X\r\ncontent-type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

const chunked = (status: number, parts: string[]) =>
  `HTTP/1.1 ${status} OK\r\nTransfer-Encoding: chunked\r\n\r\n` +
  parts
    .filter((p) => p.length > 0)
    .map((p) => `${Buffer.byteLength(p).toString(16)}\r\n${p}\r\n`)
    .join('') +
  '0\r\n\r\n';

const read = (stream: Buffer, cuts: number[]) => {
  const reader = new HttpResponseReader();
  const out: { status: number; body: string }[] = [];
  let from = 0;
  for (const cut of [...cuts.sort((a, b) => a - b), stream.length]) {
    for (const r of reader.push(stream.subarray(from, cut)))
      out.push({ status: r.status, body: r.body.toString('utf8') });
    from = cut;
  }
  return { out, idle: reader.idle };
};

describe('HttpResponseReader', () => {
  it('reads back-to-back responses however the bytes are split', () => {
    const answer = fc.record({
      status: fc.constantFrom(200, 404, 409, 500),
      body: fc.string({ unit: 'grapheme', maxLength: 40 }),
      parts: fc.array(fc.string({ unit: 'grapheme', maxLength: 10 }), { maxLength: 4 }),
      chunked: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(answer, { minLength: 1, maxLength: 5 }),
        fc.array(fc.nat()),
        (answers, rawCuts) => {
          const stream = Buffer.from(
            answers
              .map((a) => (a.chunked ? chunked(a.status, a.parts) : fixed(a.status, a.body)))
              .join(''),
          );
          const cuts = rawCuts.map((c) => c % (stream.length + 1));
          const { out, idle } = read(stream, cuts);
          expect(out).toEqual(
            answers.map((a) => ({ status: a.status, body: a.chunked ? a.parts.join('') : a.body })),
          );
          expect(idle).toBe(true);
        },
      ),
    );
  });

  it('waits for the rest of a body', () => {
    const reader = new HttpResponseReader();
    const whole = Buffer.from(fixed(200, '{"ok":true}'));
    expect(reader.push(whole.subarray(0, whole.length - 1))).toEqual([]);
    expect(reader.idle).toBe(false);
    expect(reader.push(whole.subarray(whole.length - 1)).map((r) => r.body.toString())).toEqual([
      '{"ok":true}',
    ]);
  });

  it('a 204 has no body', () => {
    const out = new HttpResponseReader().push(Buffer.from('HTTP/1.1 204 No Content\r\n\r\n'));
    expect(out.map((r) => [r.status, r.body.length])).toEqual([[204, 0]]);
  });

  it('refuses a body delimited by closing the connection', () => {
    expect(() =>
      new HttpResponseReader().push(Buffer.from('HTTP/1.1 200 OK\r\n\r\nhello')),
    ).toThrow(/Content-Length/);
  });
});
