import { useQueryClient } from '@tanstack/react-query';
import { API } from '@ps/contracts/api';
import type { Language, User } from '@ps/contracts/auth';
import { apiJson } from '@ps/web/api';
import { useCurrentUser } from '@ps/web/auth';
import { useChangeErrorHandler } from '@ps/web/errors';
import { queryKeys } from '@ps/web/queries';
import { useLanguageState } from './LanguageProvider';

/** The saved user, parsed; the schema (and zod) load only when a signed-in user changes language,
 * so the landing page's first load stays without them. */
async function parseUser(body: unknown): Promise<User> {
  const { userSchema } = await import('@ps/contracts/auth');
  return userSchema.parse(body);
}

/**
 * Switches the language at once. For a signed-in user the choice is saved on the server
 * (PATCH /api/auth/user) and put back if saving fails; the browser remembers it either way.
 */
export function useChangeLanguage(): (language: Language) => void {
  const { user } = useCurrentUser();
  const { setBrowserLanguage } = useLanguageState();
  const queryClient = useQueryClient();
  const onError = useChangeErrorHandler();

  return (language: Language) => {
    setBrowserLanguage(language);
    if (!user || user.language === language) return;
    queryClient.setQueryData<User>(queryKeys.currentUser, { ...user, language });
    apiJson('PATCH', API.authUser, { language })
      .then(parseUser)
      .then((saved) => queryClient.setQueryData(queryKeys.currentUser, saved))
      .catch((error: unknown) => {
        queryClient.setQueryData<User>(queryKeys.currentUser, user);
        onError(error);
      });
  };
}
