/**
 * CSV for spreadsheets and DHIS2 import. A text cell starting with = + - @ or a tab/carriage return is
 * prefixed with an apostrophe so a spreadsheet never runs it as a formula (OWASP CSV injection).
 */
export type CsvCell = string | number | null | undefined;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(formatCell).join(',')).join('\r\n') + '\r\n';
}

export function formatCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
