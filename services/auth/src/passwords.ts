import bcrypt from 'bcrypt';

/** bcrypt cost: 12 by default; BCRYPT_ROUNDS may lower it for test suites only. */
function rounds(): number {
  const fromEnv = Number(process.env.BCRYPT_ROUNDS);
  return Number.isInteger(fromEnv) && fromEnv >= 4 ? fromEnv : 12;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, rounds());
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares against a real hash, or against a throwaway one when there is no account, so a failed
 * sign-in takes as long whether or not the username exists.
 */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  dummyHash ??= bcrypt.hash('no account has this password', rounds());
  const matches = await bcrypt.compare(password, hash ?? (await dummyHash));
  return matches && hash !== undefined;
}
