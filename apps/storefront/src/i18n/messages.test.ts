import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '@store/locales';
import { describe, expect, it } from 'vitest';

/**
 * Every folder named `messages` under src/ is one catalogue of texts with a file per locale: the
 * shell's here, each feature's beside it (src/features/<feature>/messages). en-us defines the keys.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

function catalogueFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(dir, entry.name);
    if (entry.name === 'messages') found.push(path);
    else found.push(...catalogueFolders(path));
  }
  return found;
}

const CATALOGUES = catalogueFolders(SRC).map((folder) => ({
  name: relative(SRC, folder),
  messages: Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as unknown,
    ]),
  ) as Record<Locale, unknown>,
}));

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

describe.each(CATALOGUES)('messages of $name', ({ messages: MESSAGES }) => {
  const all = LOCALES.map((locale) => [locale, leaves(MESSAGES[locale])] as const);
  const keys = new Set(all.flatMap(([, m]) => [...m.keys()]));

  it.each(all)('%s has every key any locale has, none empty', (_locale, messages) => {
    for (const key of keys) {
      expect(messages.get(key), key).toBeTruthy();
    }
  });

  it.each(all)('%s keeps the placeholders of en-us', (_locale, messages) => {
    for (const [key, english] of leaves(MESSAGES['en-us'])) {
      const placeholders = english.match(/\{\w+\}/g) ?? [];
      for (const p of placeholders) expect(messages.get(key), key).toContain(p);
    }
  });

  it.each(['fr-ca', 'nl-nl', 'es-es', 'ja-jp', 'zh-sg'] as const)(
    '%s is translated, not English',
    (locale) => {
      const english = leaves(MESSAGES['en-us']);
      const translated = leaves(MESSAGES[locale]);
      const same = [...english].filter(([key, value]) => translated.get(key) === value && value.length > 14);
      expect(same).toEqual([]);
    },
  );
});
