// argon2id hashing through @node-rs/argon2 (a prebuilt binary inside the npm package).
import { hash, verify } from '@node-rs/argon2';
import type { AppConfig } from '../config.js';

export type HashingOptions = AppConfig['passwordHashing'];

// Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax.
const ARGON2ID = 2;

export function hashPassword(password: string, options: HashingOptions): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...options });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Checks a sign-in password. With no account, a dummy hash is still verified, so an unknown
 * e-mail takes as long as a wrong password and the timing does not reveal who is registered.
 */
export async function checkSignInPassword(
  passwordHash: string | undefined,
  password: string,
  options: HashingOptions,
): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  await verifyPassword(await dummyHash(options), password);
  return false;
}

let dummy: Promise<string> | undefined;
function dummyHash(options: HashingOptions): Promise<string> {
  dummy ??= hashPassword('not-a-real-password', options);
  return dummy;
}
