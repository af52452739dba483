import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATE_FOLDER_VARIABLE } from '@store/database/testing';

/**
 * One folder of prepared test databases per Vitest run (packages/database/src/testing.ts): the test
 * files started after this inherit its name; it goes when the run ends.
 */
export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'store-test-templates-'));
  process.env[TEMPLATE_FOLDER_VARIABLE] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
