import { describe, expect, it } from 'vitest';
import { preferencesMessages } from './messages.ts';
import { languageName, noticeOf } from './preference-words.ts';

describe('preference words', () => {
  it('names a locale’s language in the words of the page', () => {
    expect(languageName(preferencesMessages('en-ca'), 'fr-ca')).toBe('French');
    expect(languageName(preferencesMessages('fr-ca'), 'en-ca')).toBe('anglais');
    expect(languageName(preferencesMessages('zh-sg'), 'zh-sg')).toBe('中文');
  });

  it('reads only the notices the page knows from the address', () => {
    expect(noticeOf('subscribed')).toBe('subscribed');
    expect(noticeOf(['language'])).toBeUndefined();
    expect(noticeOf('<script>')).toBeUndefined();
  });
});
