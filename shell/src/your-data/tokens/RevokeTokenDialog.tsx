import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiToken } from '@ps/contracts/your-data';
import { ConfirmDialog } from '@ps/web/ConfirmDialog';
import { useChangeErrorHandler } from '@ps/web/errors';
import { notify } from '@ps/web/notify';
import { useText } from '../i18n/use-text';
import { revokeToken, tokensQueryKey } from './token-api';

/** Confirms revoking a token: programs using it are refused from then on. */
export function RevokeTokenDialog({ token, onClose }: { token: ApiToken; onClose: () => void }) {
  const t = useText();
  const queryClient = useQueryClient();
  const onError = useChangeErrorHandler();
  const revoke = useMutation({
    mutationFn: () => revokeToken(token.id),
    onSuccess: async () => {
      notify({ title: t('yourData.tokens.revoked'), variant: 'success' });
      onClose();
      await queryClient.invalidateQueries({ queryKey: tokensQueryKey });
    },
    onError,
  });
  return (
    <ConfirmDialog
      open
      title={t('yourData.tokens.revokeTitle', { name: token.name })}
      description={t('yourData.tokens.revokeDescription')}
      cancelLabel={t('yourData.cancel')}
      confirmLabel={t('yourData.tokens.revoke')}
      pending={revoke.isPending}
      onConfirm={() => revoke.mutate()}
      onClose={onClose}
    />
  );
}
