import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  htmlAnswerHeaders,
  inlineScripts,
  inlineScriptVerdict,
  withInlineScriptHashes,
} from './inline-script-policy.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline' https://www.googletagmanager.com; style-src 'self' 'unsafe-inline'";
const PAYLOAD = 'self.__next_f.push([1,"a"])';
const TURBOPACK_LINE =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});';

describe('the hashes of a page’s inline scripts', () => {
  it('hashes each script Next.js or React wrote once, and refuses an injected or disguised one', () => {
    const html = [
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      `<script>${PAYLOAD}</script>`,
      '<script>alert(1)</script>',
      '<script nonce="abc" id="_R_">$RC("B:0","S:0")</script>',
      '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
      `<SCRIPT>${PAYLOAD}</SCRIPT>`,
    ].join('');
    expect(inlineScriptVerdict(html)).toEqual({
      hashes: [
        sha256('(self.__next_f=self.__next_f||[]).push([0])'),
        sha256(PAYLOAD),
        sha256('$RC("B:0","S:0")'),
      ],
      refused: ['alert(1)', 'self.__next_f.push([1,"x"]);alert(1)'],
    });
  });

  it('leaves out scripts with a source and data blocks, which never run', () => {
    const html = [
      '<script src="/a.js" async=""></script>',
      '<script type="application/ld+json">{"name":"Kit <x>"}</script>',
      '<script type=" Application/JSON ">{}</script>',
      `<script data-src="x">${PAYLOAD}</script>`,
      '<script data-note=" src=x type=application/json">alert(1)</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual([PAYLOAD, 'alert(1)']);
    expect(inlineScriptVerdict(html)).toEqual({ hashes: [sha256(PAYLOAD)], refused: ['alert(1)'] });
  });

  it('hashes the text as the browser’s parser reads it: line breaks as LF, quoted ">" in attributes, end tag with spaces', () => {
    expect(
      inlineScriptVerdict(
        `<script data-x="a>b">${TURBOPACK_LINE}\r\n${TURBOPACK_LINE}\r${TURBOPACK_LINE}</script >`,
      ).hashes,
    ).toEqual([sha256(`${TURBOPACK_LINE}\n${TURBOPACK_LINE}\n${TURBOPACK_LINE}`)]);
  });
});

describe('the policy with those hashes', () => {
  it("puts the hashes in script-src in place of 'unsafe-inline' and leaves every other directive as it was", () => {
    expect(withInlineScriptHashes(POLICY, ["'sha256-A='", "'sha256-B='"])).toBe(
      "default-src 'self'; script-src 'self' https://www.googletagmanager.com 'sha256-A=' 'sha256-B='; style-src 'self' 'unsafe-inline'",
    );
  });

  it('leaves a policy without script-src alone', () => {
    expect(withInlineScriptHashes("default-src 'none'; frame-ancestors 'self'", ["'sha256-A='"])).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );
  });

  it.each([
    ['gzip', gzipSync],
    ['br', brotliCompressSync],
  ])('hashes the decoded text of a %s answer', async (encoding, compress) => {
    const html = `<script>${PAYLOAD}</script><script>alert(1)</script>`;
    const { headers, refused } = await htmlAnswerHeaders(
      { 'content-security-policy': POLICY, 'content-encoding': encoding },
      compress(Buffer.from(html)),
    );
    expect(headers['content-security-policy']).toContain(
      `script-src 'self' https://www.googletagmanager.com ${sha256(PAYLOAD)};`,
    );
    expect(headers['content-encoding']).toBe(encoding);
    expect(refused).toEqual(['alert(1)']);
  });

  it('allows no inline script when the body cannot be decoded', async () => {
    const { headers } = await htmlAnswerHeaders(
      { 'content-security-policy': POLICY, 'content-encoding': 'gzip' },
      Buffer.from(`<script>${PAYLOAD}</script>`),
    );
    expect(headers['content-security-policy']).toContain(
      "script-src 'self' https://www.googletagmanager.com;",
    );
  });
});
