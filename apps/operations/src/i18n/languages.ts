/** The console's languages, each named in itself for the language menu. */
export const CONSOLE_LANGUAGES = ['en', 'fr', 'nl', 'es', 'ja', 'zh'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<ConsoleLanguage, string> = {
  en: 'English',
  fr: 'Français',
  nl: 'Nederlands',
  es: 'Español',
  ja: '日本語',
  zh: '中文',
};

export function isConsoleLanguage(value: string): value is ConsoleLanguage {
  return (CONSOLE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the reader's preferred languages (navigator.languages, Accept-Language) that the
 * console speaks, matched on the primary subtag: `fr-CA` reads French, `zh-Hans-SG` Chinese.
 */
export function preferredLanguage(preferences: readonly string[]): ConsoleLanguage {
  for (const tag of preferences) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase() ?? '';
    if (isConsoleLanguage(primary)) return primary;
  }
  return 'en';
}

/** The tags of an Accept-Language header, most preferred first (q values honoured). */
export function acceptedLanguages(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
