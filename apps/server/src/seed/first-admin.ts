import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/types';
import { hashPassword } from '../auth/passwords';
import { countUsers, insertUser } from '../auth/users.queries';

/**
 * On an empty database: the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, or admin@localhost —
 * the studio's owner, whose account only they change (ADR 0016).
 */
export async function ensureFirstAdmin(db: Db, config: AppConfig, log: FastifyBaseLogger) {
  if ((await countUsers(db)) > 0) return;
  const email = config.adminEmail ?? 'admin@localhost';
  const generated = !config.adminPassword;
  const password = config.adminPassword ?? `Adm-${randomBytes(9).toString('base64url')}1`;
  await insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    displayName: 'Administrador',
    name: 'Administrador',
    roles: ['peluadmin'],
    validated: true,
    isOwner: true,
  }).catch((err: unknown) => {
    // another process created it first
    log.debug({ err }, 'first admin already created');
  });
  if (generated) {
    log.warn(
      `Primer administrador creado: ${email} / contraseña: ${password} (se muestra una sola vez)`,
    );
  } else {
    log.info(`Primer administrador creado: ${email}`);
  }
}
