/** A cell: text, a number, a yes/no, or empty. */
export type Cell = string | number | boolean | null;

/** UTF-8's byte order mark: spreadsheet programs then read Arabic and accents right. */
const BOM = '\uFEFF';

/**
 * A cell as CSV (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces,
 * quotes doubled. Text that a spreadsheet would run as a formula (starting with =, +, -, @, a tab
 * or a carriage return) is prefixed with an apostrophe, so a habit named "=HYPERLINK(…)" stays a
 * name. Yes/no is `true`/`false`; empty is an empty cell.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the byte order mark, the header row, then one line per row, CRLF-separated. */
export function csvFile(header: readonly string[], rows: readonly Cell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** An ISO instant as a spreadsheet reads it: `2026-11-25 13:04:05` (UTC). */
export function csvTimestamp(iso: string | null): string | null {
  return iso === null ? null : iso.slice(0, 19).replace('T', ' ');
}
