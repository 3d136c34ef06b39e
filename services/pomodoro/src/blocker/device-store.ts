import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { PAIRING_SECONDS, type BlockerDevice } from '@ps/contracts/blocker';
import { toDbTimestamp } from '@ps/service/timestamps';

/** Codes and tokens are random; only their SHA-256 is stored, so a database copy opens nothing. */
const secret = () => randomBytes(32).toString('base64url');
const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** A pairing code for the signed-in session, good once, for a minute. */
export async function createPairing(
  knex: Knex,
  userId: number,
  sessionSid: string,
  now: number,
): Promise<{ code: string; expiresAt: number }> {
  const code = secret();
  const expiresAt = now + PAIRING_SECONDS * 1000;
  await knex('blocker_devices').insert({
    user_id: userId,
    session_sid: sessionSid,
    pairing_hash: hashOf(code),
    pairing_expires_at: expiresAt,
    created_at: now,
  });
  return { code, expiresAt };
}

/**
 * Trades a live pairing code for the device's token; the code is spent either way. Undefined
 * for a code that is unknown, used or expired.
 */
export async function redeemPairing(
  knex: Knex,
  code: string,
  now: number,
): Promise<{ id: number; token: string } | undefined> {
  return knex.transaction(async (trx) => {
    const row = await trx('blocker_devices')
      .where('pairing_hash', hashOf(code))
      .first('id', 'pairing_expires_at');
    if (!row) return undefined;
    if (Number(row.pairing_expires_at) <= now) {
      await trx('blocker_devices').where('id', row.id).delete();
      return undefined;
    }
    const token = secret();
    await trx('blocker_devices')
      .where('id', row.id)
      .update({
        pairing_hash: null,
        pairing_expires_at: null,
        token_hash: hashOf(token),
        last_seen_at: now,
      });
    return { id: row.id as number, token };
  });
}

/** The user a device token acts for, while the session that paired it lives. */
export async function userOfToken(
  knex: Knex,
  token: string,
  now: number,
): Promise<number | undefined> {
  const row = await knex('blocker_devices as device')
    .join('sessions as session', 'session.sid', 'device.session_sid')
    .where('device.token_hash', hashOf(token))
    .andWhere('session.expire', '>', toDbTimestamp(new Date(now)))
    .first('device.id as id', 'device.user_id as userId');
  if (!row) return undefined;
  await knex('blocker_devices').where('id', row.id).update({ last_seen_at: now });
  return row.userId as number;
}

export async function listDevices(knex: Knex, userId: number): Promise<BlockerDevice[]> {
  const rows = await knex('blocker_devices')
    .where('user_id', userId)
    .whereNotNull('token_hash')
    .orderBy('id')
    .select('id', 'created_at', 'last_seen_at');
  return rows.map(
    (row: { id: number; created_at: number | string; last_seen_at: number | string | null }) => ({
      id: row.id,
      createdAt: new Date(Number(row.created_at)).toISOString(),
      lastSeenAt:
        row.last_seen_at === null ? null : new Date(Number(row.last_seen_at)).toISOString(),
    }),
  );
}

/** Removes one of the user's devices; false when it is not theirs (or not there). */
export async function revokeDevice(knex: Knex, userId: number, id: number): Promise<boolean> {
  return (await knex('blocker_devices').where({ id, user_id: userId }).delete()) === 1;
}
