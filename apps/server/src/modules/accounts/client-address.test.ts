import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { like } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { rateLimitCounters } from '../../db/schema';
import { LIMITS } from '../../auth/rate-limit';
import { loadConfig } from '../../config/env';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../../test/harness';
import { body, createUser } from '../../../test/factories';

/**
 * Issue 28 §1, ADR 0084: with TRUST_PROXY = n proxies in front, the client address — the one
 * every limit (login, register, reset, resend) and every log line keys on — is the entry n hops
 * from the right of X-Forwarded-For; whatever a client writes further left changes nothing.
 *
 * What a header shorter than n gives (proxy-addr's walk from the socket leftwards): its
 * left-most entry; no entry at all gives the socket's address; n = 0 always the socket's.
 */
const AUTH = '/wp-json/simple-jwt-login/v1';
const TURNOS = '/wp-json/turnos/v1';
const HOPS = [0, 1, 2, 3] as const;
type Hops = (typeof HOPS)[number];

/** A server as the tests use it: its own TRUST_PROXY, one shared database. */
interface Server {
  app: FastifyInstance;
  db: TestApp['db'];
  call(opts: InjectOptions): Promise<LightMyRequestResponse>;
}
/** One server per proxy count over one database, each logging what it receives (the address). */
const servers = new Map<Hops, { t: Server; lines: Record<string, unknown>[] }>();
let base: TestApp;
beforeAll(async () => {
  base = await createTestApp();
  for (const hops of HOPS) {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const env = hops === 0 ? {} : { TRUST_PROXY: String(hops) };
    const { app, deps } = await buildApp({
      config: { ...base.config, trustProxy: loadConfig(env).trustProxy },
      db: base.db,
      clock: () => base.clock.now,
      logger: { stream, level: 'info' },
      mailer: { send: async () => {} },
    });
    await app.ready();
    const call = async (opts: InjectOptions) => {
      const res = await app.inject(opts);
      await deps.afterResponse.idle();
      return res;
    };
    servers.set(hops, { t: { app, db: base.db, call }, lines });
  }
}, 300_000);
afterAll(async () => {
  for (const { t } of servers.values()) await t.app.close();
  await base.close();
});
const appOf = (hops: Hops) => {
  const entry = servers.get(hops);
  if (!entry) throw new Error(`no server for ${hops}`);
  return entry;
};
beforeEach(async () => {
  await base.db.delete(rateLimitCounters);
});

let seq = 0;
const unique = () => {
  seq += 1;
  return `${seq}-${Date.now()}`;
};

type Endpoint = 'login' | 'register' | 'reset' | 'resend';
const ENDPOINTS: Endpoint[] = ['login', 'register', 'reset', 'resend'];
const BUCKET: Record<Endpoint, string> = {
  login: LIMITS.loginFailures.bucket,
  register: LIMITS.register.bucket,
  reset: LIMITS.passwordReset.bucket,
  resend: LIMITS.validationResend.bucket,
};

/** One counted attempt at `endpoint`: a wrong login, a registration, a reset, a resend. */
function attempt(
  t: Server,
  endpoint: Endpoint,
  remoteAddress: string,
  xff: string[] | undefined,
  extra: { email?: string; requestId?: string } = {},
) {
  const email = extra.email ?? `cliente.${unique()}@example.com`;
  const headers: Record<string, string | string[]> = {};
  if (xff !== undefined) headers['x-forwarded-for'] = xff.length === 1 ? (xff[0] ?? '') : xff;
  if (extra.requestId) headers['x-request-id'] = extra.requestId;
  const payload =
    endpoint === 'login'
      ? { email, password: 'Incorrecta1' }
      : endpoint === 'register'
        ? {
            email,
            password: 'Segura123',
            display_name: 'Lucía Fernández',
            user_meta: { celular: '5492974001122', nombre: 'Lucía Fernández' },
          }
        : { email };
  const url =
    endpoint === 'login'
      ? `${AUTH}/auth`
      : endpoint === 'register'
        ? `${AUTH}/users`
        : endpoint === 'reset'
          ? `${AUTH}/user/reset_password`
          : `${TURNOS}/reenviar-email-validacion`;
  return t.call({ method: 'POST', url, payload, remoteAddress, headers });
}

/** The client-address keys a bucket counted (`ip:...`). */
const addressKeys = async (t: Server, bucket: string) =>
  (await t.db.select().from(rateLimitCounters).where(like(rateLimitCounters.key, 'ip:%')))
    .filter((row) => row.bucket === bucket)
    .map((row) => row.key);

// ---- every X-Forwarded-For shape ----------------------------------------------------------

const octet = fc.integer({ min: 0, max: 255 });
const ipv4 = fc.tuple(octet, octet, octet, octet).map((o) => o.join('.'));
const ipv6 = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 })
  .chain((groups) =>
    fc.constantFrom(
      groups.map((g) => g.toString(16)).join(':'),
      // compressed, upper case, IPv4-mapped
      `${(groups[0] ?? 0).toString(16)}::${(groups[7] ?? 0).toString(16)}`,
      groups.map((g) => g.toString(16).toUpperCase()).join(':'),
      `::ffff:${(groups[1] ?? 0) & 255}.${(groups[2] ?? 0) & 255}.0.${(groups[3] ?? 0) & 255}`,
    ),
  );
/** Printable, no comma, space or tab: what a client may put in an entry. */
const garbage = fc.oneof(
  fc.stringMatching(/^[!-+\--~]{1,14}$/),
  fc.constantFrom('unknown', '_hidden', '1.2.3.4:5678', '[2001:db8::1]:443', 'localhost', '<x>'),
);
const entry = fc.oneof(ipv4, ipv6, garbage);
/** How entries are joined: a comma with any spaces or tabs around it, or an empty entry. */
const separator = fc.constantFrom(',', ', ', ' ,', ',\t', ' , ', ',  ', ', ,', ',,');

/** Entries, some repeated, written as one or several X-Forwarded-For headers. */
const forwardedFor = fc.array(entry, { minLength: 0, maxLength: 6 }).chain((entries) =>
  fc
    .tuple(
      // duplicates: some entries copied from earlier ones
      fc.array(fc.nat(), { minLength: entries.length, maxLength: entries.length }),
      fc.array(fc.boolean(), { minLength: entries.length, maxLength: entries.length }),
      fc.array(separator, { minLength: entries.length, maxLength: entries.length }),
      // where the list is cut into separate headers (between entries)
      fc.array(fc.boolean(), { minLength: entries.length, maxLength: entries.length }),
      fc.constantFrom('', ' ', '\t', '  '),
      fc.constantFrom('', ' ', '\t'),
      fc.boolean(),
    )
    .map(([copyFrom, copy, seps, cut, lead, trail, sendEmpty]) => {
      const list = entries.map((e, i) =>
        copy[i] && i > 0 ? (entries[(copyFrom[i] ?? 0) % i] ?? e) : e,
      );
      const headers: string[] = [];
      let current = lead;
      list.forEach((e, i) => {
        if (i > 0) {
          if (cut[i]) {
            headers.push(current + trail);
            current = lead;
          } else current += seps[i];
        }
        current += e;
      });
      if (list.length > 0) headers.push(current + trail);
      // no entry: no header at all, or an empty / blank one
      const sent = list.length === 0 ? (sendEmpty ? [lead] : undefined) : headers;
      return { entries: list, headers: sent };
    }),
);

/** The contract's answer: the entry `hops` from the right; shorter: the left-most; none: socket. */
const expectedAddress = (hops: number, socket: string, entries: string[]) =>
  hops === 0 || entries.length === 0 ? socket : (entries[Math.max(0, entries.length - hops)] ?? '');

describe('the client address is the entry TRUST_PROXY hops from the right', () => {
  it('every limit and the log line key on it, for every header shape and proxy count', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...HOPS),
        fc.constantFrom(...ENDPOINTS),
        fc.oneof(ipv4, ipv6),
        forwardedFor,
        async (hops, endpoint, socket, xff) => {
          const { t, lines } = appOf(hops);
          await t.db.delete(rateLimitCounters);
          n += 1;
          const requestId = `xff-${n}`;
          const res = await attempt(t, endpoint, socket, xff.headers, { requestId });
          expect(res.statusCode, res.body).toBeLessThan(429);
          const address = expectedAddress(hops, socket, xff.entries);
          expect(await addressKeys(t, BUCKET[endpoint])).toEqual([`ip:${address}`]);
          const logged = lines.find(
            (l) => l.reqId === requestId && l.msg === 'incoming request',
          ) as { req?: { remoteAddress?: string } } | undefined;
          expect(logged?.req?.remoteAddress).toBe(address);
        },
      ),
      { numRuns: 160, seed: 2801 },
    );
  }, 180_000);

  it('several X-Forwarded-For lines over a real socket are one list, in order', async () => {
    const { t } = appOf(2);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const post = (lines: string[]) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, method: 'POST', path: `${AUTH}/user/reset_password` },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.setHeader('content-type', 'application/json');
        req.setHeader('x-forwarded-for', lines);
        req.end(JSON.stringify({ email: `cliente.${unique()}@example.com` }));
      });
    expect(await post(['9.9.9.9, 8.8.8.8', '203.0.113.7', '10.0.0.2'])).toBe(200);
    expect(await addressKeys(t, LIMITS.passwordReset.bucket)).toEqual(['ip:203.0.113.7']);
  });
});

// ---- a client varying the left part is limited all the same ---------------------------------

const MAX: Record<Endpoint, number> = {
  login: LIMITS.loginFailures.max,
  register: LIMITS.register.max,
  reset: LIMITS.passwordReset.max,
  resend: LIMITS.validationResend.max,
};

describe('what a client writes left of our proxies does not dodge a limit', () => {
  it('the issue: 25 logins with X-Forwarded-For 10.99.<i>.1, 203.0.113.7 → 10 checked, then 429', async () => {
    const { t } = appOf(1);
    const codes = [];
    for (let i = 0; i < 25; i++) {
      const res = await attempt(t, 'login', '10.0.0.1', [`10.99.${i}.1, 203.0.113.7`]);
      codes.push(body(res).data.errorCode);
    }
    expect(codes).toEqual([...Array(10).fill(48), ...Array(15).fill(1006)]);
  });

  it('any proxy count, any endpoint, any left parts: limited after the limit', async () => {
    // registering an existing e-mail is counted and cheap (no password hashed)
    const { user } = await createUser(base);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Hops>(1, 2, 3),
        fc.constantFrom(...ENDPOINTS),
        fc.oneof(ipv4, ipv6),
        fc.array(ipv4, { minLength: 2, maxLength: 2 }),
        fc.infiniteStream(fc.array(entry, { minLength: 0, maxLength: 4 })),
        async (hops, endpoint, client, ourProxies, lefts) => {
          const { t } = appOf(hops);
          await t.db.delete(rateLimitCounters);
          // what our proxies write: the client, then each proxy's address but the nearest's
          const right = [client, ...ourProxies.slice(0, hops - 1)];
          const max = MAX[endpoint];
          const answers: number[] = [];
          for (let i = 0; i < max + 3; i++) {
            const left = lefts.next().value as string[];
            const email = endpoint === 'register' ? user.email : undefined;
            const res = await attempt(t, endpoint, '10.0.0.254', [[...left, ...right].join(', ')], {
              email,
            });
            answers.push(res.statusCode);
          }
          expect(answers.slice(0, max).every((s) => s !== 429)).toBe(true);
          expect(answers.slice(max)).toEqual([429, 429, 429]);
        },
      ),
      { numRuns: 16, seed: 2802 },
    );
  }, 240_000);
});
