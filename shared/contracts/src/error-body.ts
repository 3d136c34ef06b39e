import { z } from 'zod';
import type { ErrorBody } from '@ps/contracts/api';
import { isErrorCode, type ErrorCode } from '@ps/contracts/errors';

const errorCodeSchema = z
  .string()
  .refine(isErrorCode, { message: 'Unknown error code' }) as z.ZodType<ErrorCode>;

/** The body of every non-OK answer, for clients and tests that check what they received. */
export const errorBodySchema: z.ZodType<ErrorBody> = z
  .object({
    message: z.string().min(1),
    code: errorCodeSchema,
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    issues: z
      .array(
        z.object({
          path: z.array(z.union([z.string(), z.number()])),
          message: z.string(),
          code: errorCodeSchema.optional(),
          params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
        }),
      )
      .optional(),
  })
  .strict();
