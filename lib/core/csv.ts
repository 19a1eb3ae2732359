// Rows -> RFC 4180 CSV text (pure). Cells a spreadsheet would run as a formula are defused first.

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

const PLAIN_NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;
/** = + - @ start a formula in Excel, LibreOffice and Google Sheets; tab and CR are also used to smuggle one in. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * CSV formula injection guard (OWASP): a cell that starts like a formula gets a leading `'`, which spreadsheets
 * show as text. Plain negative numbers such as `-12.50` are left alone so they stay numbers.
 */
export function guardFormula(text: string): string {
  if (FORMULA_START.test(text) && !PLAIN_NEGATIVE_NUMBER.test(text)) return `'${text}`;
  return text;
}

/** One field: guarded, then quoted when it holds a comma, a double quote, CR or LF (quotes doubled). */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = guardFormula(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header line and one line per row, each ended by CRLF as RFC 4180 writes them. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvField(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

type CsvFields<T> = { [K in keyof T]: T[K] extends CsvValue ? K : never }[keyof T] & string;

/** A column per field, headed by the field's name and holding its value as the API sent it. */
export function fieldColumns<T>(fields: readonly CsvFields<T>[]): CsvColumn<T>[] {
  return fields.map((field) => ({ header: field, value: (row: T) => row[field] as CsvValue }));
}
