import { describe, expect, it } from 'vitest';
import { isPlainText } from './plain-text.ts';

describe('plain text', () => {
  it('accepts text in any script, emoji, line breaks and tabs, and a decodable escape', () => {
    for (const text of [
      'reading',
      'lecture à voix haute',
      '阅读流畅',
      '😀 kit',
      'a\tb\r\nc',
      '100%25',
      'caf%C3%A9',
    ])
      expect(isPlainText(text), text).toBe(true);
  });

  it('refuses a NUL byte, other control characters, a lone surrogate half, U+FFFD and undecodable bytes', () => {
    for (const text of [
      '\u0000',
      'read\u0000ing',
      '\u001B[31m',
      '\u007F',
      'a\uD800',
      '\uDC00b',
      '\uFFFD',
      '%FF',
      'a%ED%A0%80',
    ])
      expect(isPlainText(text), JSON.stringify(text)).toBe(false);
  });
});
