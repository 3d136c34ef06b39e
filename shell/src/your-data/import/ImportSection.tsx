import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useText } from '../i18n/use-text';
import { YourDataSection } from '../YourDataSection';
import { ImportFilePicker } from './ImportFilePicker';
import { ImportPreview } from './ImportPreview';
import { useImport } from './use-import';

/** Bringing records in: a file is previewed first, and imported only once confirmed. */
export function ImportSection() {
  const t = useText();
  const flow = useImport();
  return (
    <YourDataSection
      id="import"
      title={t('yourData.import.title')}
      description={t('yourData.import.description')}
    >
      <ImportFilePicker disabled={flow.previewing || flow.importing} onChoose={flow.choose} />
      {flow.previewing ? (
        <Typography variant="body2" role="status">
          {t('yourData.import.reading')}
        </Typography>
      ) : null}
      {flow.refusal ? <Alert severity="error">{flow.refusal}</Alert> : null}
      {flow.file && flow.preview ? (
        <ImportPreview
          fileName={flow.file.name}
          preview={flow.preview}
          importing={flow.importing}
          onConfirm={flow.confirm}
          onCancel={flow.cancel}
        />
      ) : null}
    </YourDataSection>
  );
}
