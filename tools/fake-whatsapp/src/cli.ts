import { startFakeWhatsapp } from './index';

/** `PORT=8091 FAKE_WAPP_APIKEY=… node --import tsx tools/fake-whatsapp/src/cli.ts` */
const fake = await startFakeWhatsapp({
  port: Number(process.env.PORT) || 8091,
  host: process.env.HOST ?? '127.0.0.1',
  apikey: process.env.FAKE_WAPP_APIKEY ?? 'fake-apikey',
});
console.log(`fake WhatsApp (Evolution API v2 subset) on ${fake.url}, apikey "${fake.apikey}"`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
