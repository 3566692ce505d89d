// The month's ledger as CSV (issue 29) that opens correctly in a spreadsheet: UTF-8 with a byte-order
// mark (Excel then reads Devanagari as such), CRLF line ends, every field in double quotes with
// inner quotes doubled (RFC 4180), and no cell a spreadsheet would run as a formula: a text cell
// starting with = + - @ tab or CR gets a ' in front (OWASP's advice). Amounts are plain numbers.
import { REPORT_CSV_COLUMNS, rupeesDecimal } from '@gharguru/contract';
import { toBikramSambat } from '@gharguru/contract/nepali-calendar';
import type { LedgerEntry } from './reports.js';

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One text cell: quoted, quotes doubled, a formula's first character disarmed. */
export function textCell(value: string | null): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A number cell: quoted too (spreadsheets read a quoted number as a number). */
function amountCell(paisa: number): string {
  return `"${rupeesDecimal(paisa)}"`;
}

function bsDay(day: string): string {
  const date = toBikramSambat(day);
  return date ? `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}` : '';
}

export function ledgerCsv(entries: readonly LedgerEntry[]): string {
  const lines = [REPORT_CSV_COLUMNS.map(textCell).join(',')];
  for (const entry of entries) {
    lines.push(
      [
        textCell(entry.day),
        textCell(bsDay(entry.day)),
        textCell(entry.entry),
        textCell(entry.chargeNumber),
        textCell(entry.receiptNumber),
        textCell(entry.chargeKind),
        textCell(entry.payerName),
        textCell(entry.method),
        textCell(entry.reference),
        textCell(entry.reason),
        amountCell(entry.amount),
      ].join(','),
    );
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
