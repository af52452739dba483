import { describe, expect, it, vi } from 'vitest';
import { localeOrNotFound } from './locale-or-not-found.ts';

const notFound = vi.fn(() => {
  throw new Error('NEXT_NOT_FOUND');
});
vi.mock('next/navigation', () => ({ notFound: () => notFound() }));

describe('localeOrNotFound', () => {
  it('returns a store locale as it is', () => {
    expect(localeOrNotFound('fr-ca')).toBe('fr-ca');
    expect(notFound).not.toHaveBeenCalled();
  });

  it('calls notFound for anything else', () => {
    expect(() => localeOrNotFound('xx-yy')).toThrow('NEXT_NOT_FOUND');
    expect(() => localeOrNotFound('favicon.ico')).toThrow('NEXT_NOT_FOUND');
    expect(notFound).toHaveBeenCalledTimes(2);
  });
});
