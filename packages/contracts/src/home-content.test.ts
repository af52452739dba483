import { describe, expect, it } from 'vitest';
import { HOME_FEATURED_MAX, homeContentSchema } from './content.ts';

const home = (changes: Record<string, unknown>) => ({
  title: 'Home',
  description: 'The store',
  heading: 'Assessments',
  intro: 'Find the right assessment.',
  primaryLink: { path: '/{locale}/category/product-a-z', title: 'Browse' },
  featuredPrograms: ['A100123', 'B200456'],
  tiles: [
    {
      title: 'Digital',
      text: 'Online',
      link: { path: '/{locale}/search.html', title: 'See' },
      illustration: 'digital',
    },
  ],
  ...changes,
});

const problems = (changes: Record<string, unknown>) =>
  homeContentSchema.safeParse(home(changes)).error?.issues.map((issue) => issue.message) ?? [];

describe('home content', () => {
  it('accepts program codes to feature and a drawn illustration per tile', () => {
    expect(problems({})).toEqual([]);
  });

  it('refuses a featured entry that is not a program code, naming what it expects', () => {
    expect(problems({ featuredPrograms: ['A100123', 'a100123-KIT'] })).toEqual([
      'expects a program code such as A100123',
    ]);
  });

  it('refuses a program featured twice, none at all, or more than the page shows', () => {
    expect(problems({ featuredPrograms: ['A100123', 'A100123'] })).toEqual([
      'featuredPrograms lists a program twice',
    ]);
    expect(problems({ featuredPrograms: [] })).toHaveLength(1);
    const many = Array.from({ length: HOME_FEATURED_MAX + 1 }, (_, i) => `A${String(100000 + i)}`);
    expect(problems({ featuredPrograms: many })).toHaveLength(1);
  });

  it('refuses an illustration the storefront does not draw', () => {
    const tile = { title: 'T', text: 'x', link: { path: '/', title: 'x' }, illustration: 'photo' };
    expect(problems({ tiles: [tile] })).toHaveLength(1);
  });
});
