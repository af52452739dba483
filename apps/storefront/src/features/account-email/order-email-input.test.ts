import { describe, expect, it } from 'vitest';
import { checkOrderEmail, failureOf } from './order-email-input.ts';

describe('checkOrderEmail', () => {
  it('accepts an address, trimmed', () => {
    expect(checkOrderEmail('  orders@clinic.example ')).toEqual({ ok: true, email: 'orders@clinic.example' });
  });

  it('names what is wrong', () => {
    expect(checkOrderEmail('   ')).toEqual({ ok: false, problem: 'required' });
    expect(checkOrderEmail('orders')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkOrderEmail('orders@')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkOrderEmail(`${'a'.repeat(250)}@clinic.example`)).toEqual({ ok: false, problem: 'tooLong' });
  });
});

describe('failureOf', () => {
  it('tells a refused confirmation from an ended session', () => {
    expect(failureOf(401, true)).toBe('notConfirmed');
    expect(failureOf(401, false)).toBe('sessionEnded');
  });

  it('reads a refused address as invalid and anything else as unavailable', () => {
    expect(failureOf(400, false)).toBe('invalid');
    expect(failureOf(403, false)).toBe('unavailable');
    expect(failureOf(503, false)).toBe('unavailable');
  });
});
