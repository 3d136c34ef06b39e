import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageId } from '@ps/contracts/errors';
import { localizedErrorMessage } from '@ps/web/errors';
import { notify } from '@ps/web/notify';
import type { ImportResult } from '@ps/contracts/your-data';
import { useText } from '../i18n/use-text';
import { countSentence, totalOf } from './import-counts';
import { IMPORT_MAX_MEGABYTES, ImportTooLargeError, postImport } from './import-request';

/** Why a file was refused, in the reader's language: the size check here, or the server's code. */
function useRefusalText() {
  const intl = useIntl();
  return (error: unknown): string =>
    error instanceof ImportTooLargeError
      ? intl.formatMessage(
          { id: errorMessageId('importTooLarge') },
          { megabytes: IMPORT_MAX_MEGABYTES },
        )
      : localizedErrorMessage(intl, error);
}

/** The toast after an import: what was added, or that everything was already here. */
function useImportedNotice() {
  const intl = useIntl();
  const t = useText();
  return (result: ImportResult) =>
    notify({
      title: t('yourData.import.done.title'),
      description:
        totalOf(result.added) > 0
          ? t('yourData.import.done.added', { list: countSentence(intl, t, result.added) })
          : t('yourData.import.done.nothing'),
      variant: 'success',
    });
}

/**
 * An import in two steps: choosing a file asks for its preview (a dry run, nothing written);
 * confirming sends it again for real, tells what was added and refreshes every cached read so
 * the habits and tasks pages show the new records.
 */
export function useImport() {
  const queryClient = useQueryClient();
  const refusalText = useRefusalText();
  const notifyImported = useImportedNotice();
  const [file, setFile] = useState<File | null>(null);
  const preview = useMutation({
    mutationFn: (chosen: File) => postImport(chosen, { dryRun: true }),
  });
  const commit = useMutation({
    mutationFn: (chosen: File) => postImport(chosen, { dryRun: false }),
    onSuccess: async (result) => {
      notifyImported(result);
      reset();
      await queryClient.invalidateQueries();
    },
  });

  function choose(chosen: File) {
    commit.reset();
    setFile(chosen);
    preview.mutate(chosen);
  }

  function reset() {
    setFile(null);
    preview.reset();
  }

  const failure = preview.error ?? commit.error;
  return {
    file,
    choose,
    cancel: () => {
      commit.reset();
      reset();
    },
    confirm: () => file && commit.mutate(file),
    preview: file ? preview.data : undefined,
    previewing: preview.isPending,
    importing: commit.isPending,
    refusal: failure ? refusalText(failure) : null,
  };
}
