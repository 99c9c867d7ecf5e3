// Plain-text output shared by the evaluations: one line of a message, and a table with aligned columns.

/** A message on one line. */
export const oneLine = (text) => String(text).replace(/\s+/g, ' ').trim();

/** A header, a rule of dashes, then the rows: the first column left-aligned, the others right-aligned. */
export function table(header, rows) {
  const widths = header.map((cell, i) => Math.max(String(cell).length, ...rows.map((row) => String(row[i]).length)));
  const line = (row) =>
    row
      .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
