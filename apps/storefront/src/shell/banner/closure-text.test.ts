import { describe, expect, it } from 'vitest';
import { closureText } from './closure-text.ts';

const closure = {
  msgId: 'm',
  icon: 'info' as const,
  closedDates: ['2026-12-24', '2026-12-25'],
  resumesAt: '2026-12-28T07:00:00-06:00',
  template: 'Closed on {dates}. Back {resumes}.',
};

describe('closureText', () => {
  it('formats the dates in the locale and fills the template', () => {
    const text = closureText(closure, 'en-US', new Date('2026-12-01T00:00:00Z'));
    expect(text).toContain('Thursday, December 24 and Friday, December 25');
    expect(text).toMatch(/Back Monday, December 28.*7:00/);
  });

  it('uses the language of the locale', () => {
    expect(closureText(closure, 'fr-CA', new Date('2026-12-01T00:00:00Z'))).toContain('jeudi 24 décembre');
  });

  it('is gone once support has resumed', () => {
    expect(closureText(closure, 'en-US', new Date('2026-12-28T14:00:00Z'))).toBeUndefined();
  });
});
