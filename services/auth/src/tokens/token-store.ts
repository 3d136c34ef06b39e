import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  PERSONAL_TOKEN_PREFIX,
  type ApiToken,
  type CreatedToken,
  type CreateTokenInput,
  type TokenScope,
} from '@ps/contracts/your-data';
import { hashTokenSecret } from '@ps/service/personal-tokens';
import { toDbTimestamp, toIsoTimestamp, toIsoTimestampOrNull } from '@ps/service/timestamps';

interface TokenRow {
  id: number;
  name: string;
  scope: TokenScope;
  created_at: string;
  last_used_at: string | null;
}

const COLUMNS = ['id', 'name', 'scope', 'created_at', 'last_used_at'] as const;

const toApiToken = (row: TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  createdAt: toIsoTimestamp(row.created_at),
  lastUsedAt: toIsoTimestampOrNull(row.last_used_at),
});

/** The user's tokens, newest first; never their secrets, which are not kept. */
export async function listTokens(knex: Knex, userId: number): Promise<ApiToken[]> {
  const rows: TokenRow[] = await knex('api_tokens')
    .where('user_id', userId)
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select(COLUMNS);
  return rows.map(toApiToken);
}

/** A new token: its secret (the prefix, then 32 random bytes) is answered here and only here. */
export async function createToken(
  knex: Knex,
  userId: number,
  { name, scope }: CreateTokenInput,
): Promise<CreatedToken> {
  const secret = `${PERSONAL_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const createdAt = toDbTimestamp();
  const [id] = await knex('api_tokens').insert({
    user_id: userId,
    name,
    scope,
    token_hash: hashTokenSecret(secret),
    created_at: createdAt,
  });
  return {
    token: toApiToken({ id: id!, name, scope, created_at: createdAt, last_used_at: null }),
    secret,
  };
}

/** Revoking deletes the row; false when the user has no such token. */
export async function revokeToken(knex: Knex, userId: number, id: number): Promise<boolean> {
  return (await knex('api_tokens').where({ id, user_id: userId }).delete()) > 0;
}
