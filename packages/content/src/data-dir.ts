import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the content service finds `{locale}/{file}` and `pdp/{contentLocale}.json` by default. */
export const CONTENT_DATA_DIR: string = join(dirname(fileURLToPath(import.meta.url)), '..', 'data');
