import type { Writable } from 'node:stream';

const COLORS = [36, 32, 33, 35, 34, 96, 92, 93, 95, 94];

/** Each line as `label | text`, labels aligned, one colour per unit on a terminal. */
export function prefixedLog(out: Writable & { isTTY?: boolean }) {
  const colors = new Map<string, number>();
  return (label: string, line: string) => {
    if (!colors.has(label)) colors.set(label, COLORS[colors.size % COLORS.length]!);
    const tag = label.padEnd(12);
    const shown = out.isTTY ? `\u001b[${colors.get(label)}m${tag}\u001b[0m` : tag;
    out.write(`${shown}| ${line}\n`);
  };
}
