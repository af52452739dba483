import { describe, expect, it } from 'vitest';
import { checkForm, failureOf, type FormInput } from './qualification-form.ts';

const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
const valid: FormInput = {
  type: 'degree',
  level: 'B',
  details: 'MA, 2019',
  document: { size: 900, head: pdf },
};

describe('the qualification form’s checks', () => {
  it('takes a complete form with a PDF', () => {
    expect(checkForm(valid)).toEqual({});
  });

  it('names each missing field', () => {
    expect(checkForm({ type: '', level: '', details: '  ', document: undefined })).toEqual({
      type: 'type',
      level: 'level',
      details: 'details',
      document: 'document',
    });
  });

  it('refuses a document over 5 MB, and a text file named .pdf by its first bytes', () => {
    expect(checkForm({ ...valid, document: { size: 5 * 1024 * 1024 + 1, head: pdf } })).toEqual({
      document: 'tooLarge',
    });
    const text = new TextEncoder().encode('Hello, I');
    expect(checkForm({ ...valid, document: { size: 20, head: text } })).toEqual({ document: 'wrongType' });
  });

  it('words the route’s refusals', () => {
    expect([413, 415, 401, 400, 422, 503, 500].map(failureOf)).toEqual([
      'tooLarge',
      'wrongType',
      'sessionEnded',
      'refused',
      'refused',
      'unavailable',
      'unavailable',
    ]);
  });
});
