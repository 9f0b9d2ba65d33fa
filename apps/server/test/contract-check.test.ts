import Fastify from 'fastify';
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

async function appAnswering(status: number, body: unknown, endpoint: Endpoint = thing) {
  const app = Fastify();
  const violations = checkAnswersAgainstContract(app);
  app.get(endpointPath(thing), { config: { endpoint } }, async (_req, reply) =>
    reply.code(status).send(body),
  );
  await app.ready();
  await app.inject({ method: 'GET', url: `${endpointPath(thing)}?x=1` });
  await app.close();
  return violations;
}

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
