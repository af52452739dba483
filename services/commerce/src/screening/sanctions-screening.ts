import type { ScreeningMatch } from '../db/schema.ts';

/**
 * Screening names against a sanctions list (docs/checkout.md). A name matches a list entry when every
 * word of the entry is among the name's words, compared without case, accents or punctuation: "SMITH,
 * John" matches "John Smith" and "Dr. John A. Smith", and not "John Smithson".
 */

/** The words of a name: accents dropped, letters and digits only, lower case. */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
}

interface Entry {
  name: string;
  tokens: string[];
}

export class SanctionsScreening {
  /** Entries by their first word: a name is compared only with entries one of its words can start. */
  private readonly byToken = new Map<string, Entry[]>();
  readonly size: number;

  constructor(names: readonly string[]) {
    let size = 0;
    for (const name of names) {
      const tokens = nameTokens(name);
      const first = tokens[0];
      if (first === undefined) continue;
      const entries = this.byToken.get(first) ?? [];
      entries.push({ name, tokens });
      this.byToken.set(first, entries);
      size += 1;
    }
    this.size = size;
  }

  /** The list entry the name matches, if any. */
  match(name: string): string | undefined {
    const tokens = new Set(nameTokens(name));
    for (const token of tokens) {
      const hit = this.byToken.get(token)?.find((entry) => entry.tokens.every((t) => tokens.has(t)));
      if (hit) return hit.name;
    }
    return undefined;
  }

  /** The first of the order's names that matches: the buyer (name, organisation), then the delivery name. */
  screen(names: { buyer: string[]; delivery: string }): ScreeningMatch | undefined {
    const candidates = [
      ...names.buyer.map((name) => ({ field: 'buyer' as const, name })),
      { field: 'delivery' as const, name: names.delivery },
    ];
    for (const candidate of candidates) {
      const entry = this.match(candidate.name);
      if (entry !== undefined) return { ...candidate, entry };
    }
    return undefined;
  }
}
