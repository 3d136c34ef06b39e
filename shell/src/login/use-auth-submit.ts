import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { API } from '@ps/contracts/api';
import { POST_LOGIN_DELAY_MS, PRODUCT_NAME } from '@ps/contracts/constants';
import type { Language } from '@ps/contracts/auth';
import { apiJson, browserTimeZone } from '@ps/web/api';
import { localizedErrorMessage } from '@ps/web/errors';
import { navigation } from '@ps/web/navigation';
import { notify, notifyAcrossNavigation } from '@ps/web/notify';
import { queryKeys } from '@ps/web/queries';
import { useLanguageState } from '../language/LanguageProvider';
import type { LoginFields, Mode } from './validation';
import { useText } from './i18n/use-text';

/** A new account starts in the language the visitor chose and in the browser's time zone. */
async function keepVisitorPreferences(language: Language): Promise<void> {
  try {
    await apiJson('PATCH', API.authUser, { language, timezone: browserTimeZone() });
  } catch (error) {
    console.error('Could not save the new account preferences', error);
  }
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function bodyFor(mode: Mode, fields: LoginFields) {
  if (mode === 'signIn') return { username: fields.username, password: fields.password };
  return {
    username: fields.username,
    password: fields.password,
    email: fields.email || null,
    firstName: fields.firstName || null,
    lastName: fields.lastName || null,
  };
}

/**
 * On success the current user is refreshed, ~100 ms pass, the success toast
 * shows and the browser loads '/'. On failure the toast carries the server's message.
 */
export function useAuthSubmit(): {
  submit: (mode: Mode, fields: LoginFields) => void;
  pending: boolean;
} {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { language } = useLanguageState();
  const [pending, setPending] = useState(false);
  const t = useText();

  const submit = async (mode: Mode, fields: LoginFields) => {
    setPending(true);
    const signIn = mode === 'signIn';
    try {
      await apiJson('POST', signIn ? API.login : API.signup, bodyFor(mode, fields));
      if (!signIn) await keepVisitorPreferences(language);
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      await wait(POST_LOGIN_DELAY_MS);
      notifyAcrossNavigation(
        signIn
          ? {
              title: t('login.signIn.success.title'),
              description: t('login.signIn.success.description'),
              variant: 'success',
            }
          : {
              title: t('login.signUp.success.title'),
              description: t('login.signUp.success.description', { product: PRODUCT_NAME }),
              variant: 'success',
            },
      );
      navigation.fullPageNavigate('/');
    } catch (error) {
      setPending(false);
      notify({
        title: t(signIn ? 'login.signIn.failure' : 'login.signUp.failure'),
        description: localizedErrorMessage(intl, error),
        variant: 'destructive',
      });
    }
  };

  return { submit: (mode, fields) => void submit(mode, fields), pending };
}
