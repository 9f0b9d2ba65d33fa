import { startFakeMercadoPago } from './index';

/**
 * `node --import tsx tools/fake-mercadopago/src/main.ts`: the fake on PORT (8090), signing
 * notifications with MP_WEBHOOK_SECRET. Point Turnos' MP_API_BASE at it.
 */
const port = Number(process.env.PORT ?? 8090);
const secret = process.env.MP_WEBHOOK_SECRET ?? 'fake-mp-secret';
const fake = await startFakeMercadoPago({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  webhookSecret: secret,
  accessToken: process.env.MP_ACCESS_TOKEN || undefined,
});
console.log(`Mercado Pago simulado en ${fake.url} (MP_API_BASE=${fake.url})`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
