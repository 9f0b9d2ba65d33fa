import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startFakeMercadoPago } from './index';

/**
 * `npm run demo:payments`: the fake Mercado Pago plus Turnos in demo mode wired to it, so the
 * whole deposit flow can be tried offline. The access token, public key and CVU are set as
 * options through the API, as an admin would in /admin/configuracion.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const base = `http://localhost:${port}`;
const admin = {
  email: process.env.ADMIN_EMAIL ?? 'admin@turnos.test',
  password: process.env.ADMIN_PASSWORD ?? 'Admin1234',
};
const secret = 'demo-webhook-secret';
const accessToken = 'TEST-demo-access-token';

const fake = await startFakeMercadoPago({
  port: Number(process.env.MP_PORT ?? 8090),
  webhookSecret: secret,
  accessToken,
});
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: base,
    SEED: 'demo',
    DATA_DIR: process.env.DATA_DIR ?? './data-demo-pagos',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    MP_API_BASE: fake.url,
    MP_WEBHOOK_SECRET: secret,
  },
});
const stop = () => {
  server.kill('SIGTERM');
  void fake.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  void fake.close().then(() => process.exit(code ?? 0));
});

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}/wp-json/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  return (await res.json()) as { success: boolean; data: Record<string, unknown>; error?: string };
}

for (let i = 0; i < 300; i++) {
  const up = await fetch(`${base}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  await new Promise((r) => setTimeout(r, 300));
}
const login = await call('simple-jwt-login/v1/auth', {
  method: 'POST',
  body: JSON.stringify(admin),
});
if (!login.success) {
  console.error(`No se pudo entrar como ${admin.email}: ${login.error ?? ''}`);
} else {
  const headers = { authorization: `Bearer ${String(login.data.jwt)}` };
  const options = {
    turnos_mp_access_token: accessToken,
    turnos_mp_public_key: 'TEST-demo-public-key',
    turnos_mp_cvu: '0000003100098765432109',
  };
  for (const [opcion, valor] of Object.entries(options)) {
    await call('turnos/v1/actualizar-opcion', {
      method: 'POST',
      headers,
      body: JSON.stringify({ opcion, valor }),
    });
  }
  console.log(`
  Demo de pagos lista.
    Turnos:               ${base}
    Mercado Pago simulado: ${fake.url}
  Entrá como valentina.lopez@turnos.test / Demo1234, reservá con Lucía Fernández (seña del 30 %)
  y pagá con "Pagar seña": en la página simulada elegí Aprobar o Rechazar.
`);
}
