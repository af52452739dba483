import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Shared by the flag service's tests: a throwaway flag file and a way to wait for the watcher. */

export interface TempFlagFile {
  path: string;
  /** Writes like an editor that saves by rename, the case a plain file watch would miss. */
  write(content: unknown): Promise<void>;
  writeRaw(text: string): Promise<void>;
  remove(): Promise<void>;
}

export async function tempFlagFile(): Promise<TempFlagFile> {
  const dir = await mkdtemp(join(tmpdir(), 'flags-'));
  const path = join(dir, 'flags.json');
  let saves = 0;
  const writeRaw = async (text: string) => {
    const staging = join(dir, `.flags.json.${(saves += 1)}.tmp`);
    await writeFile(staging, text);
    await rename(staging, path);
  };
  return {
    path,
    write: (content) => writeRaw(JSON.stringify(content)),
    writeRaw,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
