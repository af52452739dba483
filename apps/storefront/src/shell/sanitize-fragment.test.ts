import { describe, expect, it } from 'vitest';
import { sanitizeFragment } from './sanitize-fragment.ts';

describe('sanitizeFragment', () => {
  it('keeps structure, text and safe links, filling locale placeholders', () => {
    const html = sanitizeFragment(
      '<nav aria-label="Main"><ul><li><a href="/{locale}/training">Training</a></li></ul></nav>',
      'fr-ca',
    );
    expect(html).toBe(
      '<nav aria-label="Main"><ul><li><a href="/fr-ca/training">Training</a></li></ul></nav>',
    );
  });

  it('removes scripts, handlers, styles, ids and unsafe addresses', () => {
    const html = sanitizeFragment(
      '<div id="x" style="color:red" onclick="steal()"><script>alert(1)</script><a href="javascript:alert(1)">a</a><a href="//evil.example/x">b</a><img src="x" onerror="steal()"></div>',
      'en-us',
    );
    expect(html).not.toMatch(/script|onclick|onerror|style=|id=|javascript:|evil/);
    expect(html).toContain('>a</a>');
  });

  it('makes new-window links safe', () => {
    expect(sanitizeFragment('<a href="https://example.com" target="_blank">x</a>', 'en-us')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
