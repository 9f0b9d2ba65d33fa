import Fastify, { type FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointPath, TURNOS_NS, type Endpoint } from '@turnos/contract';
import { assertNoViolations, checkAnswersAgainstContract } from './contract-check';

/** The harness's answer check (issue 15) must catch an answer off its schema, and only that. */
const thing = defineEndpoint({
  namespace: TURNOS_NS,
  name: 'thing',
  method: 'GET',
  roles: 'public',
  summary: 'test',
  params: z.object({}),
  data: z.strictObject({ cosa: z.strictObject({ id: z.number().int() }) }),
});

/** Simple JWT Login style: the schema is the whole body. */
const plain = defineEndpoint({ ...thing, envelope: 'plain' });

/** An image, as the logo is sent: a 200 of one of these media types, not JSON. */
const image = defineEndpoint({
  ...thing,
  envelope: 'bytes',
  data: z.enum(['image/png', 'image/webp']),
});

/** A redirect, as autologin answers: a 302 to a path of the site. */
const redirect = defineEndpoint({
  ...thing,
  envelope: 'redirect',
  data: z.string().regex(/^\/(?!\/)/),
});

async function appReplying(endpoint: Endpoint, answer: (reply: FastifyReply) => FastifyReply) {
  const app = Fastify();
  const violations = checkAnswersAgainstContract(app);
  app.get(endpointPath(thing), { config: { endpoint } }, async (_req, reply) => answer(reply));
  await app.ready();
  await app.inject({ method: 'GET', url: `${endpointPath(thing)}?x=1` });
  await app.close();
  return violations;
}

const appAnswering = (status: number, body: unknown, endpoint: Endpoint = thing) =>
  appReplying(endpoint, (reply) => reply.code(status).send(body));

const errorBody = (message: string, errorCode: number) => ({
  success: false,
  error: message,
  data: { message, errorCode },
});

describe('the answer check against the contract', () => {
  it('accepts an answer that is exactly the declared data inside the success envelope', async () => {
    expect(await appAnswering(200, { success: true, data: { cosa: { id: 1 } } })).toEqual([]);
  });

  it.each([
    ['a missing member', { success: true, data: {} }],
    ['an extra member', { success: true, data: { cosa: { id: 1, secreto: 'x' } } }],
    ['a wrong type', { success: true, data: { cosa: { id: '1' } } }],
    ['no envelope', { cosa: { id: 1 } }],
    ['success false on a 200', { success: false, data: { cosa: { id: 1 } } }],
  ])('records a 200 with %s, and assertNoViolations throws', async (_label, body) => {
    const violations = await appAnswering(200, body);
    expect(violations).toHaveLength(1);
    expect(() => assertNoViolations(violations)).toThrow(/off the contract.*GET \/wp-json/s);
    expect(violations).toEqual([]);
  });

  it("checks an envelope: 'plain' answer as the whole body", async () => {
    expect(await appAnswering(200, { cosa: { id: 1 } }, plain)).toEqual([]);
    expect(
      await appAnswering(200, { success: true, data: { cosa: { id: 1 } } }, plain),
    ).toHaveLength(1);
  });

  it('records a 200 of a JSON entry that is not JSON', async () => {
    const violations = await appReplying(thing, (reply) =>
      reply.type('text/plain').send('{"success":true,"data":{"cosa":{"id":1}}}'),
    );
    expect(violations).toHaveLength(1);
  });

  it("checks an envelope: 'bytes' answer by its status, media type and content", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    expect(await appReplying(image, (reply) => reply.type('image/png').send(png))).toEqual([]);
    for (const wrong of [
      (reply: FastifyReply) => reply.type('image/gif').send(png),
      (reply: FastifyReply) => reply.type('image/png').send(Buffer.alloc(0)),
      (reply: FastifyReply) => reply.code(201).type('image/png').send(png),
      (reply: FastifyReply) => reply.send({ success: true, data: 'image/png' }),
    ]) {
      expect(await appReplying(image, wrong)).toHaveLength(1);
    }
    expect(await appAnswering(404, errorBody('No hay logo.', 1002), image)).toEqual([]);
  });

  it("checks an envelope: 'redirect' answer by its status and Location", async () => {
    expect(await appReplying(redirect, (reply) => reply.redirect('/cuenta#x', 302))).toEqual([]);
    for (const wrong of [
      (reply: FastifyReply) => reply.redirect('//otro.example/cuenta', 302),
      (reply: FastifyReply) => reply.redirect('/cuenta', 301),
      (reply: FastifyReply) => reply.send({ success: true, data: '/cuenta' }),
    ]) {
      expect(await appReplying(redirect, wrong)).toHaveLength(1);
    }
    expect(await appAnswering(400, errorBody('No.', 1003), redirect)).toEqual([]);
  });

  it('accepts an error in the contract §1 envelope', async () => {
    expect(await appAnswering(404, errorBody('No existe.', 1002))).toEqual([]);
  });

  it.each([
    ['without errorCode', { success: false, error: 'x', data: { message: 'x' } }],
    ['with different texts', { success: false, error: 'a', data: { message: 'b', errorCode: 1 } }],
    ['as success', { success: true, data: { cosa: { id: 1 } } }],
    ['with extra members', { ...errorBody('x', 1), stack: 'at ...' }],
  ])('records an error answer %s', async (_label, body) => {
    expect(await appAnswering(409, body)).toHaveLength(1);
  });
});
