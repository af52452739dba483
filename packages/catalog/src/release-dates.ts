import { CATALOG_SEED } from './generate.ts';
import { createRandom, streamSeed } from './prng.ts';

/**
 * When each program was released (the home page's new releases). Derived from the code, not
 * stored, as UPCs are: a stream of its own, so adding it changed no other draw of the generator.
 * Dates run from FIRST_RELEASE to LAST_RELEASE, before the catalogue's seeding date.
 */

const FIRST_RELEASE = Date.UTC(2015, 0, 1);
const LAST_RELEASE = Date.UTC(2025, 11, 15);
const DAY_MS = 86_400_000;
const RELEASE_STREAM = 0x7e1ea5e;

/** A stable number for a code: FNV-1a over its characters. */
function codeHash(code: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < code.length; i++) hash = Math.imul(hash ^ code.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** The program's release date, YYYY-MM-DD, the same on every machine and run. */
export function releaseDateOf(programCode: string): string {
  const random = createRandom(streamSeed(CATALOG_SEED ^ RELEASE_STREAM, codeHash(programCode)));
  const days = random.int(0, Math.floor((LAST_RELEASE - FIRST_RELEASE) / DAY_MS));
  return new Date(FIRST_RELEASE + days * DAY_MS).toISOString().slice(0, 10);
}
