import type { ApiToken, ApiTokenInput, CreatedApiToken } from '../../../shared/api-tokens';
import { http } from '../../lib/http-client';

/** The API tokens' calls: your own, or (superusers) an account's by `userId`. */
export const apiTokensApi = {
  list: (userId: number | undefined, signal?: AbortSignal) =>
    http.get<ApiToken[]>('/tokens', { query: { user_id: userId }, signal }),
  /** The answer holds the secret: the only time the server ever sends it. */
  create: (token: ApiTokenInput) => http.post<CreatedApiToken>('/tokens', { token }),
  revoke: (id: number) => http.delete<{ message: string }>(`/tokens/${id}`),
};
