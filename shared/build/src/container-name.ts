/**
 * A container name must be a JS identifier: 'mf-habits' → 'mf_habits'. Pure, so the shell's
 * browser code and the rspack configs name containers the same way.
 */
export function containerName(name: string): string {
  return name.replace(/-/g, '_');
}
