import * as z from 'zod/mini';

/** A field a client may leave out or send as null: read as null either way. */
export function absentAsNull<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined) => value ?? null),
  );
}
