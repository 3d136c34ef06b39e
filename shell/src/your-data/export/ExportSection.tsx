import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { YOUR_DATA_API, type ExportFormat } from '@ps/contracts/your-data';
import { useText } from '../i18n/use-text';
import { YourDataSection } from '../YourDataSection';

const exportUrl = (format: ExportFormat) => `${YOUR_DATA_API.export}?format=${format}`;

/** Downloads of everything the account holds: plain links, the session cookie goes along. */
export function ExportSection() {
  const t = useText();
  return (
    <YourDataSection
      id="export"
      title={t('yourData.export.title')}
      description={t('yourData.export.description')}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button href={exportUrl('json')} download variant="contained" startIcon={<DownloadIcon />}>
          {t('yourData.export.json')}
        </Button>
        <Button href={exportUrl('csv')} download variant="outlined" startIcon={<DownloadIcon />}>
          {t('yourData.export.csv')}
        </Button>
      </Stack>
    </YourDataSection>
  );
}
