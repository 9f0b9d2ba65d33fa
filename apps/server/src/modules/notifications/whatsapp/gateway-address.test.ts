import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startFakeWhatsapp, type FakeWhatsapp } from '@turnos/fake-whatsapp';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { body, createAdmin } from '../../../../test/factories';
import { api } from '../../../../test/catalog-factories';
import { setOptions } from '../../../../test/support/messaging-kit';
import {
  ADDRESS_ERROR,
  gatewayBaseUrl,
  gatewayUrl,
  parseGatewayHost,
} from '../../options/gateway-address';
import { gatewayFromOptions } from './from-options';
import { INSTANCE } from './evolution';

/**
 * Issue 14 §3: the WhatsApp gateway address accepts http or https (a bare host or IP meaning
 * http), and the API key (`apikey` header) goes only to that origin: nothing typed into the
 * option can move the origin (`host/../`, `host@evil`, `host#`…: refused with a Spanish 1003),
 * no path we build leaves it, and a redirect from the gateway is never followed — a second local
 * server behind the redirect must never see the key.
 */

const ACCEPTED: [string, string, string][] = [
  ['https://wa.example.com', '', 'https://wa.example.com/'],
  ['https://wa.example.com/', '8443', 'https://wa.example.com:8443/'],
  ['HTTPS://WA.Example.COM', '443', 'https://wa.example.com/'],
  ['http://10.0.0.5', '8080', 'http://10.0.0.5:8080/'],
  ['10.0.0.5', '8080', 'http://10.0.0.5:8080/'],
  ['wa.example.com', '', 'http://wa.example.com/'],
  ['localhost', '3000', 'http://localhost:3000/'],
  ['[::1]', '8080', 'http://[::1]:8080/'],
  ['::1', '8080', 'http://[::1]:8080/'],
  ['https://[2001:db8::1]', '', 'https://[2001:db8::1]/'],
];

const REFUSED = [
  'wa.example.com/../',
  'wa.example.com/..',
  'wa.example.com/x',
  'https://wa.example.com/evolution',
  'wa.example.com@evil.test',
  'evil.test@wa.example.com',
  'https://user:pass@wa.example.com',
  'wa.example.com#',
  'wa.example.com#@evil.test',
  'wa.example.com?x=1',
  'wa.example.com\\evil.test',
  'https://wa.example.com\\@evil.test',
  'wa.example.com:8080',
  'https://wa.example.com:443',
  '//evil.test',
  'http:/evil.test',
  'http//evil.test',
  'ftp://wa.example.com',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'wa.example.com%2f..',
  'wa.example.com%40evil.test',
  ' wa.example.com',
  'wa example.com',
  'wa.example.com\u0000',
  'wa.123',
  '0x7f.1',
  '999.1.1.1',
  '10.0.5',
  '-wa.example.com',
  'https://',
  'http://[::1',
];

describe('the gateway address', () => {
  it.each(ACCEPTED)('%s port %s → %s', (address, port, url) => {
    const base = gatewayBaseUrl(address, port);
    expect(base instanceof URL ? base.toString() : base).toBe(url);
  });

  it.each(REFUSED)('refuses %j', (address) => {
    expect(gatewayBaseUrl(address, '8080')).toBe(ADDRESS_ERROR);
  });

  it('whatever is typed, an accepted address points exactly at the host typed, with no path', () => {
    const hostish = fc.oneof(
      fc.constantFrom('wa.example.com', '10.0.0.5', 'localhost', '[::1]', 'evil.test'),
      fc.domain(),
      fc.ipV4(),
    );
    const noise = fc.constantFrom(
      '',
      '/',
      '/..',
      '/../',
      '@evil.test',
      '#',
      '#@evil.test',
      '?',
      '\\',
      '\\evil.test',
      ':80',
      ':8080',
      '%2f',
      '%40',
      ' ',
      '\t',
      '\u0000',
      '.',
      '..',
      '/x',
      '//',
      ';',
      ',',
      '`',
    );
    const typed = fc
      .tuple(
        fc.constantFrom('', 'http://', 'https://', 'HTTP://', '//', 'ftp://'),
        noise,
        hostish,
        noise,
      )
      .map(([scheme, before, host, after]) => ({
        host,
        text: `${scheme}${before}${host}${after}`,
      }));
    fc.assert(
      fc.property(
        fc.oneof(
          typed,
          fc.string().map((text) => ({ host: '', text })),
        ),
        fc.constantFrom('', '8080'),
        ({ text }, port) => {
          const base = gatewayBaseUrl(text, port);
          if (typeof base === 'string') return;
          const parsed = parseGatewayHost(text);
          expect(parsed, text).toBeDefined();
          // the origin is the typed host, nothing else came along
          expect(base.hostname).toBe(parsed?.host);
          expect(text.toLowerCase()).toContain(base.hostname.replace(/^\[|\]$/g, '').toLowerCase());
          expect(base.pathname).toBe('/');
          expect(base.search + base.hash + base.username + base.password).toBe('');
          expect(['http:', 'https:']).toContain(base.protocol);
          // and every path the gateway adapter asks for stays on it
          for (const path of [
            `/message/sendText/${INSTANCE}`,
            `/instance/connectionState/${INSTANCE}`,
            `/instance/connect/${INSTANCE}`,
            '/instance/create',
          ]) {
            expect(gatewayUrl(base, path).origin).toBe(base.origin);
          }
        },
      ),
      { numRuns: 2000, seed: 1414 },
    );
  });

  it('a path that would leave the origin is refused', () => {
    const base = gatewayBaseUrl('wa.example.com', '8080') as URL;
    for (const path of ['//evil.test/x', 'http://evil.test/', '\\\\evil.test/x']) {
      expect(() => gatewayUrl(base, path), path).toThrow();
    }
  });
});

// ---------- through the app ----------

let t: TestApp;
let admin: { token: string };
let fake: FakeWhatsapp;
/** The server a redirect points to: it records every request it gets. */
let elsewhere: http.Server;
const seenElsewhere: { url: string; apikey: string | undefined }[] = [];
let elsewhereUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  fake = await startFakeWhatsapp({ apikey: 'la-clave-del-gateway-7781' });
  elsewhere = http.createServer((req, res) => {
    const key = req.headers.apikey;
    seenElsewhere.push({ url: req.url ?? '', apikey: Array.isArray(key) ? key[0] : key });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"instance":{"state":"open"},"base64":"iVBORw0KGgo="}');
  });
  await new Promise<void>((r) => elsewhere.listen(0, '127.0.0.1', r));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await fake?.close();
  elsewhere?.closeAllConnections();
  await new Promise<void>((r) => (elsewhere ? elsewhere.close(() => r()) : r()));
  await t?.close();
});

const save = (valor: string) =>
  api(t, 'POST', 'actualizar-opcion', { opcion: 'turnos_wapp_ip_servidor', valor }, admin.token);

describe('saving the address option', () => {
  it.each(ACCEPTED.map(([a]) => a))('takes %s', async (address) => {
    const res = await save(address);
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each(REFUSED)('refuses %j with a Spanish 1003', async (address) => {
    const res = body(await save(address));
    expect(res.data.errorCode, address).toBe(1003);
    // a NUL byte is refused for every parameter, before the option's own rule
    if (!address.includes('\u0000')) expect(res.error).toBe(ADDRESS_ERROR);
  });
});

describe('the API key goes to the configured gateway only', () => {
  it('an http:// address reaches the gateway (and a bare IP too)', async () => {
    for (const address of ['http://127.0.0.1', 'HTTP://127.0.0.1/', '127.0.0.1']) {
      await setOptions(t, admin.token, {
        turnos_wapp_ip_servidor: address,
        turnos_wapp_puerto: String(fake.port),
        turnos_wapp_auth_token: fake.apikey,
      });
      fake.pair();
      expect(body(await api(t, 'GET', 'estado-wapp', {}, admin.token)).data, address).toMatchObject(
        {
          conectado: true,
        },
      );
    }
  });

  it.each([301, 302, 303, 307, 308])(
    'a gateway answering %i to another server: not followed, the other server never sees the key',
    async (status) => {
      await setOptions(t, admin.token, {
        turnos_wapp_ip_servidor: '127.0.0.1',
        turnos_wapp_puerto: String(fake.port),
        turnos_wapp_auth_token: fake.apikey,
      });
      fake.redirectTo(elsewhereUrl, status);
      let state, qr, sent;
      try {
        state = body(await api(t, 'GET', 'estado-wapp', {}, admin.token));
        qr = body(await api(t, 'GET', 'obtener-qr-wapp', {}, admin.token));
        const gateway = await gatewayFromOptions(t.db);
        sent = await gateway.sendText('5492971234567', 'hola').then(
          () => 'sent',
          (err: Error) => err.message,
        );
      } finally {
        fake.redirectTo(null);
      }
      // first the key: the other server saw nothing at all (so never the apikey)
      expect(seenElsewhere).toEqual([]);
      expect(state.data).toMatchObject({ conectado: false, estado: 'error' });
      expect(String(state.data.detalle)).toContain('redirección');
      expect(qr.success).toBe(false);
      expect(qr.error).toContain('redirección');
      expect(sent).toContain('redirección');
    },
  );
});
