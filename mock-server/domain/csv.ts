/** RFC 4180 CSV, small enough to write by hand: quoted fields, doubled quotes, CRLF or LF rows. */

/** The rows of a CSV text; a trailing newline makes no empty row, nor do blank lines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += char;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or CR) as a formula: such cells are
 * written with a leading apostrophe so an exported name cannot run anything (OWASP CSV injection).
 * A plain negative number (a test score) is no formula and stays a number.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function formatCsv(rows: (string | null)[][]): string {
  return rows
    .map((row) => row.map((value) => cell(value ?? '')).join(','))
    .join('\r\n')
    .concat('\r\n');
}
