import { LOCALES } from '@store/locales';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

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

describe('shell messages', () => {
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
