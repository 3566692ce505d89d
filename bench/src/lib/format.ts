// Markdown tables and number formats for the printed report and docs/performance.md.

export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, col) => Math.max(3, ...cells.map((row) => (row[col] ?? '').length)));
  const line = (row: string[]) => `| ${row.map((cell, col) => cell.padEnd(widths[col]!)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(header), rule, ...cells.slice(1).map(line)].join('\n');
}

export const fixed = (value: number | undefined, digits = 1) =>
  value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits);

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const ms = (value: number | undefined) => (value === undefined ? '–' : `${fixed(value, value < 10 ? 2 : 1)}`);

export const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Rows of a count, as the issue names scales: 1k, 10k, 100k, 1M. */
export function rowsLabel(rows: number): string {
  if (rows >= 1_000_000) return `${rows / 1_000_000}M`;
  if (rows >= 1_000) return `${rows / 1_000}k`;
  return String(rows);
}
