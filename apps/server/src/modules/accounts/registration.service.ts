import {
  ErrorCode,
  emailSchema,
  nameSchema,
  newPasswordSchema,
  storedPhoneSchema,
} from '@turnos/domain';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../db/errors';
import { parseParams } from '../../http/params';
import type { AppDeps } from '../../app-deps';
import { hashPassword } from '../../auth/passwords';
import { LIMITS, consumeAttempt, emailKey, takeAttempt } from '../../auth/rate-limit';
import { getUserByEmail, insertUser, updateUser, type UserRow } from '../../auth/users.queries';
import { consumeCode, issueCode } from './one-time-codes';
import { getOption } from '../options';
import { newUserKeyPrefix, queueNewUserEvent, deliverDue } from '../notifications';

const VALIDATION_TTL_MS = 7 * 86_400_000;

export const registerInput = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  nombre: nameSchema,
  celular: storedPhoneSchema,
});

/**
 * A new client: never validated, never blocked, whatever the request says. Its validation e-mail
 * counts against the address's 5 an hour (ADR 0084): over them nothing is created (1006).
 */
export async function registerClient(deps: AppDeps, raw: unknown, ip: string) {
  const now = deps.clock();
  await consumeAttempt(deps.db, LIMITS.register, [`ip:${ip}`], now);
  const input = parseParams(registerInput, raw);
  if (await getUserByEmail(deps.db, input.email)) throw new AppError(ErrorCode.emailExists);
  const mail = await takeAttempt(deps.db, LIMITS.mailsPerAddress, [emailKey(input.email)], now);
  let user: UserRow;
  try {
    user = await insertUser(deps.db, {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      displayName: input.nombre,
      name: input.nombre,
      phone: input.celular,
      roles: ['cliente'],
      validated: false,
      blocked: false,
      firstTime: true,
    });
  } catch (err) {
    // no account, no e-mail: the slot is given back
    await mail.giveBack();
    if (isUniqueViolation(err)) throw new AppError(ErrorCode.emailExists);
    throw err;
  }
  await sendValidationLink(deps, user);
  return user;
}

export async function sendValidationLink(deps: AppDeps, user: UserRow) {
  const token = await issueCode(deps.db, user.id, 'validacion', VALIDATION_TTL_MS, deps.clock());
  const base =
    (await getOption(deps.db, 'turnos_enlace_validar_cuenta')) ||
    `${deps.config.publicUrl}/mail-validation`;
  const link = `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
  try {
    // queued like every notification (template, flags, retries), then sent right away
    await queueNewUserEvent(deps.db, user.id, link);
    await deliverDue(deps, { keyPrefix: newUserKeyPrefix(user.id) });
  } catch (err) {
    // the account exists either way; the client can ask for the link again
    deps.log.error({ err, userId: user.id }, 'validation mail failed');
  }
}

/**
 * Same answer, and the same work on the request path, whether or not the e-mail exists: the
 * account is looked up and the link sent after the answer left (ADR 0005). Rate limited per
 * client address and per e-mail address (5 an hour, known or not: ADR 0084).
 */
export async function resendValidation(deps: AppDeps, email: string, ip: string) {
  const now = deps.clock();
  await consumeAttempt(deps.db, LIMITS.validationResend, [`ip:${ip}`], now);
  await consumeAttempt(deps.db, LIMITS.mailsPerAddress, [emailKey(email)], now);
  deps.afterResponse.run('validation-link', async () => {
    const user = await getUserByEmail(deps.db, email);
    if (user && !user.validated && !user.blocked) await sendValidationLink(deps, user);
  });
}

export async function validateAccount(deps: AppDeps, token: string) {
  const userId = await consumeCode(deps.db, 'validacion', token, deps.clock());
  if (userId === null) {
    throw new AppError(
      ErrorCode.invalidInput,
      'El enlace de validación es inválido o ya fue usado. Pedí uno nuevo iniciando sesión.',
    );
  }
  await updateUser(deps.db, userId, { validated: true });
}
