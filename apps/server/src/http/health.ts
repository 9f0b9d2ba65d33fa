import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';

export function registerHealth(app: FastifyInstance, db: Db) {
  app.get('/healthz', async (req, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { ok: true };
    } catch (err) {
      req.log.error({ err }, 'health check failed');
      return reply.code(503).send({ ok: false });
    }
  });
}
