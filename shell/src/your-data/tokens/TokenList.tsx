import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ApiToken } from '@ps/contracts/your-data';
import { useText } from '../i18n/use-text';
import { RevokeTokenDialog } from './RevokeTokenDialog';
import { fetchTokens, tokensQueryKey } from './token-api';

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The account's tokens: name, scope, when created and last used, each with "Revoke". */
export function TokenList() {
  const t = useText();
  const tokens = useQuery({ queryKey: tokensQueryKey, queryFn: fetchTokens });
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  if (!tokens.data) return null;
  if (tokens.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('yourData.tokens.empty')}
      </Typography>
    );
  }
  return (
    <>
      <Box
        component="ul"
        aria-label={t('yourData.tokens.listLabel')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {tokens.data.map((token) => (
          <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
        ))}
      </Box>
      {revoking ? <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} /> : null}
    </>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const t = useText();
  const intl = useIntl();
  const lastUsed = token.lastUsedAt
    ? t('yourData.tokens.lastUsed', { date: intl.formatDate(token.lastUsedAt, DATE_TIME) })
    : t('yourData.tokens.neverUsed');
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{token.name}</Typography>
          <Chip size="small" variant="outlined" label={t(`yourData.tokens.scope.${token.scope}`)} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('yourData.tokens.createdAt', { date: intl.formatDate(token.createdAt, DATE_TIME) })}
          {' · '}
          {lastUsed}
        </Typography>
      </Box>
      <Button
        color="error"
        size="small"
        onClick={onRevoke}
        aria-label={t('yourData.tokens.revokeLabel', { name: token.name })}
      >
        {t('yourData.tokens.revoke')}
      </Button>
    </Box>
  );
}
