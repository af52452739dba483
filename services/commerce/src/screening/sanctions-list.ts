import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The names sanctions screening checks against (docs/checkout.md, Sanctions screening), read once
 * when the service starts: the published OFAC SDN list's `sdn.csv` (SANCTIONS_LIST_FILE), or the
 * fictitious demo list that ships in services/commerce/data.
 */

export const DEMO_SANCTIONS_FILE = fileURLToPath(new URL('../../data/sanctions-demo.json', import.meta.url));

const listFileSchema = z.object({ names: z.array(z.string().min(1)) });

/** The rows of a CSV text: fields in double quotes may hold commas, line breaks and doubled quotes. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** `sdn.csv`: the name is the second column; `-0-` is the list's mark for an empty field. */
export function sdnNames(text: string): string[] {
  return csvRows(text).flatMap((row) => {
    const name = row[1]?.trim();
    return name && name !== '-0-' ? [name] : [];
  });
}

/** A `.csv` file is read as sdn.csv; any other as the demo list's JSON shape ({"names": [...]}). */
export async function loadSanctionNames(file: string = DEMO_SANCTIONS_FILE): Promise<string[]> {
  const text = await readFile(file, 'utf8');
  if (extname(file).toLowerCase() === '.csv') return sdnNames(text);
  const parsed = listFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`${file} is not a sanctions list: expects {"names": ["…"]} or an sdn.csv file.`);
  }
  return parsed.data.names;
}
