import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportDocumentSchema,
  exportHeaderSchema,
} from '@ps/contracts/export-document';
import { apiError } from '@ps/service/errors';
import type { ImportPlan } from './import-plan';

/**
 * Our own JSON export: text that does not parse is damaged; JSON without our `format` is not
 * ours; our format in another version is refused by name; and a document of the right version
 * must match its schema whole, or nothing of it is taken.
 */
export function planOfOwnExport(bytes: Buffer): ImportPlan {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw apiError(400, 'importDamaged');
  }
  const header = exportHeaderSchema.safeParse(json);
  if (!header.success || header.data.format !== EXPORT_FORMAT) {
    throw apiError(400, 'importUnrecognised');
  }
  if (header.data.version !== EXPORT_VERSION) {
    throw apiError(400, 'importVersionUnsupported', { version: String(header.data.version) });
  }
  const parsed = exportDocumentSchema.safeParse(json);
  if (!parsed.success) throw apiError(400, 'importDamaged');
  const { profile, settings, habits, tasks, focusSessions } = parsed.data;
  const { firstName, lastName, language, timezone, weekStart, vacation } = profile;
  return {
    source: 'productivity-suite',
    profile: { firstName, lastName, language, timezone, weekStart, vacation },
    settings,
    habits,
    tasks,
    focusSessions,
  };
}
