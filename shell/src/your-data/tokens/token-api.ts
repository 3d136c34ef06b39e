import {
  apiTokenListSchema,
  apiTokenPath,
  createdTokenSchema,
  YOUR_DATA_API,
  type CreateTokenInput,
} from '@ps/contracts/your-data';
import { apiJson } from '@ps/web/api';

/** The cached list of the account's tokens; creating and revoking refresh it. */
export const tokensQueryKey = [YOUR_DATA_API.tokens] as const;

export async function fetchTokens() {
  return apiTokenListSchema.parse(await apiJson('GET', YOUR_DATA_API.tokens));
}

/** The one answer that carries the token's secret. */
export async function createToken(input: CreateTokenInput) {
  return createdTokenSchema.parse(await apiJson('POST', YOUR_DATA_API.tokens, input));
}

export async function revokeToken(id: number): Promise<void> {
  await apiJson('DELETE', apiTokenPath(id));
}
