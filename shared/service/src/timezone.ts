import type { Context } from 'koa';
import type { Knex } from 'knex';
import { TIMEZONE_HEADER } from '@ps/contracts/api';
import { isValidTimeZone } from '@ps/contracts/dates';

/** Zones already seen to be valid: checking builds an Intl formatter, too slow for every request. */
const validZones = new Set<string>();

/** The zone the browser sent in X-Timezone, when it is a real IANA zone. */
export function timeZoneFromHeader(ctx: Context): string | undefined {
  const zone = ctx.get(TIMEZONE_HEADER);
  if (validZones.has(zone)) return zone;
  if (!zone || zone.length > 64 || !isValidTimeZone(zone)) return undefined;
  validZones.add(zone);
  return zone;
}

/**
 * The user's calendar: the zone the browser sends in X-Timezone, else the one stored on the
 * user, else UTC.
 */
export async function userTimeZone(ctx: Context, knex: Knex, userId: number): Promise<string> {
  const fromHeader = timeZoneFromHeader(ctx);
  if (fromHeader) return fromHeader;
  const row = await knex('users').select('timezone').where('id', userId).first();
  return row?.timezone && isValidTimeZone(row.timezone) ? row.timezone : 'UTC';
}
