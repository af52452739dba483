import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials (requirements §3)', () => {
  it('takes the uppercased first letters of first and last name', () => {
    expect(initials('Avery', 'Johnson')).toBe('AJ');
    expect(initials('sanne', 'de Vries')).toBe('SD');
    expect(initials('Lucía', 'García')).toBe('LG');
  });

  it('is empty when either name is missing', () => {
    expect(initials('Avery', '')).toBe('');
    expect(initials('', 'Johnson')).toBe('');
    expect(initials(undefined, 'Johnson')).toBe('');
    expect(initials('  ', 'Johnson')).toBe('');
  });
});
