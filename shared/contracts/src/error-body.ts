import * as z from 'zod/mini';
import type { ErrorBody } from '@ps/contracts/api';
import { isErrorCode, type ErrorCode } from '@ps/contracts/errors';

const errorCodeSchema = z
  .string()
  .check(z.refine(isErrorCode, { message: 'Unknown error code' })) as z.ZodMiniType<ErrorCode>;
const paramsSchema = z.optional(z.record(z.string(), z.union([z.string(), z.number()])));

/** The body of every non-OK answer, for clients and tests that check what they received. */
export const errorBodySchema: z.ZodMiniType<ErrorBody> = z.strictObject({
  message: z.string().check(z.minLength(1)),
  code: errorCodeSchema,
  params: paramsSchema,
  issues: z.optional(
    z.array(
      z.object({
        path: z.array(z.union([z.string(), z.number()])),
        message: z.string(),
        code: z.optional(errorCodeSchema),
        params: paramsSchema,
      }),
    ),
  ),
});
