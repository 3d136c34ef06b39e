import type { Context } from 'koa';
import type { Knex } from 'knex';
import { TIMEZONE_HEADER } from '@ps/contracts/api';
import { canonicalTimeZone } from '@ps/contracts/dates';

/** The zone the browser sent in X-Timezone, by its canonical IANA name, when it is a real zone. */
export function timeZoneFromHeader(ctx: Context): string | undefined {
  return canonicalTimeZone(ctx.get(TIMEZONE_HEADER));
}

/**
 * The user's calendar: the zone the browser sends in X-Timezone, else the one stored on the
 * user, else UTC.
 */
export async function userTimeZone(ctx: Context, knex: Knex, userId: number): Promise<string> {
  const fromHeader = timeZoneFromHeader(ctx);
  if (fromHeader) return fromHeader;
  const row = await knex('users').select('timezone').where('id', userId).first();
  return (row?.timezone && canonicalTimeZone(row.timezone)) || 'UTC';
}
