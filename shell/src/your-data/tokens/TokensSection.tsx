import { useState } from 'react';
import Divider from '@mui/material/Divider';
import type { CreatedToken } from '@ps/contracts/your-data';
import { useText } from '../i18n/use-text';
import { YourDataSection } from '../YourDataSection';
import { CreatedTokenNotice } from './CreatedTokenNotice';
import { CreateTokenForm } from './CreateTokenForm';
import { TokenList } from './TokenList';

/** Personal access tokens: created here (the secret shown once), listed and revoked. */
export function TokensSection() {
  const t = useText();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  return (
    <YourDataSection
      id="tokens"
      title={t('yourData.tokens.title')}
      description={t('yourData.tokens.description')}
    >
      {created ? <CreatedTokenNotice created={created} onDismiss={() => setCreated(null)} /> : null}
      <CreateTokenForm onCreated={setCreated} />
      <Divider />
      <TokenList />
    </YourDataSection>
  );
}
