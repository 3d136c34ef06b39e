import Stack from '@mui/material/Stack';
import { useCurrentUser } from '@ps/web/auth';
import { PageTextsProvider } from '@ps/web/intl';
import { PageHeading } from '@ps/web/PageHeading';
import { RequireUser } from '../auth/RequireUser';
import { AppLayout } from '../layout/AppLayout';
import { yourDataMessages } from './i18n/messages';
import { useText } from './i18n/use-text';
import { DeleteAccountSection } from './delete-account/DeleteAccountSection';
import { ExportSection } from './export/ExportSection';
import { ImportSection } from './import/ImportSection';
import { TokensSection } from './tokens/TokensSection';

/** Settings › Your data: export, import, personal access tokens and deleting the account. */
export default function YourDataPage() {
  return (
    <RequireUser>
      <AppLayout>
        <PageTextsProvider catalogue={yourDataMessages}>
          <YourData />
        </PageTextsProvider>
      </AppLayout>
    </RequireUser>
  );
}

function YourData() {
  const t = useText();
  const { user } = useCurrentUser();
  return (
    <Stack
      component="section"
      aria-labelledby="your-data-title"
      spacing={3}
      sx={{ maxWidth: 760, mx: 'auto' }}
    >
      <PageHeading
        title={t('yourData.title')}
        titleId="your-data-title"
        subtitle={t('yourData.subtitle')}
        actions={null}
      />
      <ExportSection />
      <ImportSection />
      <TokensSection />
      <DeleteAccountSection isDemo={user?.isDemo ?? false} />
    </Stack>
  );
}
