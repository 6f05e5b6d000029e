import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id settings: 19 MiB, 2 iterations, 1 lane. (2 is Algorithm.Argon2id, a const enum.)
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** The same work as a real check, for unknown e-mails, so timing does not tell which e-mails exist. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummy ??= hashPassword('dummy password that never matches');
  await verifyPassword(await dummy, password);
}
