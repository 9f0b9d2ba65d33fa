import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's parameters (19 MiB, 2 iterations, 1 lane). 2 = Algorithm.Argon2id. */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of a password nobody has, so an unknown e-mail costs as much as a wrong password. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword('no-es-una-contraseña-real');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
