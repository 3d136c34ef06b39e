import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';

/** The file's stats, or undefined when nothing is there (a build not made yet). */
export async function statOrUndefined(file: string): Promise<Stats | undefined> {
  try {
    return await stat(file);
  } catch {
    return undefined;
  }
}
