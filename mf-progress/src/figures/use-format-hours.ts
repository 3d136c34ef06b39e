import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useText } from '../i18n/use-text';

/**
 * Hours with one decimal in the current language ("1.5 h", "1,5 h", "١٫٥ س"). `signed` adds
 * the sign for a change ("+0.5 h", "-1.0 h").
 */
export function useFormatHours() {
  const intl = useIntl();
  const t = useText();
  return useCallback(
    (hours: number, { signed = false }: { signed?: boolean } = {}) =>
      t('progress.figures.hours', {
        hours: intl.formatNumber(hours, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
          signDisplay: signed ? 'exceptZero' : 'auto',
        }),
      }),
    [intl, t],
  );
}
