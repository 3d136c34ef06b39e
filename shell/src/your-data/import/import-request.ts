import { apiUpload } from '@ps/web/api';
import {
  IMPORT_MAX_BYTES,
  importResultSchema,
  YOUR_DATA_API,
  type ImportResult,
} from '@ps/contracts/your-data';

/** A file over IMPORT_MAX_BYTES: refused here, before a byte of it is sent. */
export class ImportTooLargeError extends Error {
  constructor() {
    super('importTooLarge');
    this.name = 'ImportTooLargeError';
  }
}

export const IMPORT_MAX_MEGABYTES = IMPORT_MAX_BYTES / (1024 * 1024);

/**
 * Sends the file's bytes to the import. A dry run answers what the file would add and writes
 * nothing; without it the records are added and the same shape counts what was.
 */
export async function postImport(file: File, { dryRun }: { dryRun: boolean }) {
  if (file.size > IMPORT_MAX_BYTES) throw new ImportTooLargeError();
  const url = dryRun ? `${YOUR_DATA_API.import}?dryRun=1` : YOUR_DATA_API.import;
  const answer: ImportResult = importResultSchema.parse(await apiUpload(url, file));
  return answer;
}
