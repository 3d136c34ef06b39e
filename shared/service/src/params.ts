import * as z from 'zod/mini';
import type { ErrorCode } from '@ps/contracts/errors';
import { apiError } from './errors';

/** A record id in a path: digits only; anything else is answered like a missing record (404). */
export const idParamSchema = z
  .pipe(
    z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
    z.transform((digits: string) => Number(digits)),
  )
  .check(z.refine((id) => id <= 2_147_483_647));

/** A path id, or 404 with `notFound`: a malformed id is as absent as another user's. */
export function parseId(value: string | undefined, notFound: ErrorCode): number {
  const parsed = idParamSchema.safeParse(value);
  if (!parsed.success) throw apiError(404, notFound);
  return parsed.data;
}

/**
 * The keys of `parsed` that the client actually sent. Update schemas turn absent optional fields
 * into null; a partial update must leave those columns alone.
 */
export function sentFields<T extends object>(parsed: T, raw: unknown): Partial<T> {
  const sent = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(parsed).filter(([key]) => Object.prototype.hasOwnProperty.call(sent, key)),
  ) as Partial<T>;
}
