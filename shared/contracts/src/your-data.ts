import * as z from 'zod/mini';
import { englishErrorText } from '@ps/contracts/errors';

/**
 * "Your data": what a person can take out of the app, bring into it, and the keys they give other
 * programs. Paths, request and answer shapes live here once, for the auth service that answers
 * them, the Settings screen that calls them and the OpenAPI document generated from them.
 */
export const YOUR_DATA_API = {
  /** `GET ?format=json|csv`: everything the account holds, as a download. */
  export: '/api/export',
  /** `POST` the file's bytes as the body; `?dryRun=1` answers the preview and writes nothing. */
  import: '/api/import',
  /** Personal access tokens: listed, created (the secret shown once) and revoked. */
  tokens: '/api/auth/tokens',
  /** The machine-readable description of the whole /api surface. */
  openapi: '/api/openapi.json',
  /** A readable reference of the same document, served by the app itself. */
  docs: '/api/docs',
} as const;

export const apiTokenPath = (id: number) => `${YOUR_DATA_API.tokens}/${id}`;

/** An import is at most this large; a larger body is refused before it is read. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const exportFormats = ['json', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const exportQuerySchema = z.object({
  format: z._default(
    z.enum(exportFormats, { message: englishErrorText('exportFormatInvalid') }),
    'json',
  ),
});

/** Where an import came from, told by the file's own bytes (a SQLite header, or our JSON). */
export const importSources = ['productivity-suite', 'loop'] as const;
export type ImportSource = (typeof importSources)[number];

/** How many records of each kind an import adds (the preview) or added (the import itself). */
export const importCountsSchema = z.object({
  habits: z.int().check(z.nonnegative()),
  checkIns: z.int().check(z.nonnegative()),
  tasks: z.int().check(z.nonnegative()),
  focusSessions: z.int().check(z.nonnegative()),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/**
 * The answer of `POST /api/import`, with `dryRun` or without: the same shape, so the screen shows
 * the preview and the result alike. `added` counts only what is new: importing the same file a
 * second time adds nothing, and `alreadyPresent` says how many records were recognised.
 */
export const importResultSchema = z.object({
  source: z.enum(importSources),
  dryRun: z.boolean(),
  added: importCountsSchema,
  alreadyPresent: importCountsSchema,
  /** The habits the file holds, by name, each marked new or already here; for the preview. */
  habits: z.array(z.object({ name: z.string(), isNew: z.boolean(), checkIns: z.number() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const tokenScopes = ['read', 'write'] as const;
export type TokenScope = (typeof tokenScopes)[number];

/** Personal access tokens start with this, so a leaked one is recognisable (and greppable). */
export const PERSONAL_TOKEN_PREFIX = 'ps_pat_';

export const createTokenSchema = z.object({
  name: z
    .string({ message: englishErrorText('tokenNameRequired') })
    .check(
      z.trim(),
      z.minLength(1, englishErrorText('tokenNameRequired')),
      z.maxLength(60, englishErrorText('tokenNameTooLong')),
    ),
  scope: z.enum(tokenScopes, { message: englishErrorText('tokenScopeInvalid') }),
});
export type CreateTokenInput = z.infer<typeof createTokenSchema>;

/** A token as listed: never its secret, which only the creating answer carries. */
export const apiTokenSchema = z.object({
  id: z.int(),
  name: z.string(),
  scope: z.enum(tokenScopes),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.array(apiTokenSchema);

/** 201 of `POST /api/auth/tokens`: the one time the secret is shown. */
export const createdTokenSchema = z.object({ token: apiTokenSchema, secret: z.string() });
export type CreatedToken = z.infer<typeof createdTokenSchema>;

/** `DELETE /api/auth/user`: the account goes only with its password. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ message: englishErrorText('passwordRequired') })
    .check(z.minLength(1, englishErrorText('passwordRequired'))),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
