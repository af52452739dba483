import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { createElement, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { isFrameworkScript } from './framework-scripts.ts';
import { inlineScripts } from './inline-script-policy.ts';

/**
 * The shapes cover what the installed Next.js and React write: the test renders with them, so an
 * upgrade that changes one of their scripts fails here instead of blocking the store's pages.
 */

const require = createRequire(import.meta.url);

/** A function exported by an installed CommonJS module that carries no types. */
function installed(path: string, name: string) {
  const module: unknown = require(path);
  const value: unknown =
    typeof module === 'object' && module !== null ? Reflect.get(module, name) : undefined;
  if (typeof value !== 'function') throw new Error(`${path} exports no function ${name}`);
  return value;
}

/** A component that suspends until `ms` have passed, then renders its children or fails. */
function later(ms: number, children: ReactNode, fails = false) {
  let settled = false;
  const waiting = new Promise<void>((resolve) => setTimeout(resolve, ms)).then(() => {
    settled = true;
  });
  const Later = () => {
    if (!settled) throw waiting;
    if (fails) throw new Error('the server rendering failed');
    return children;
  };
  return createElement(Later);
}

/**
 * A page that makes React write every instruction: the shell's time stamp, a form replay, boundaries
 * completed in turn (`$RC`), one in parts (`$RS`), one with a stylesheet (`$RR`) and one rendered on the
 * client after an error (`$RX`).
 */
const streamedPage = () =>
  createElement(
    'html',
    null,
    createElement(
      'body',
      null,
      createElement('form', { action: () => undefined }, createElement('button', null, 'Go')),
      createElement(
        Suspense,
        { fallback: 'loading' },
        later(20, createElement('p', null, 'a </script><script>alert(1)</script> "quoted"')),
      ),
      createElement(Suspense, { fallback: 'loading' }, later(40, 'b'), later(80, 'c')),
      createElement(
        Suspense,
        { fallback: 'loading' },
        later(60, createElement('link', { rel: 'stylesheet', href: '/c.css', precedence: 'high' })),
      ),
      createElement(Suspense, { fallback: 'loading' }, later(30, 'd', true)),
    ),
  );

async function streamedHtml(reactDom: string): Promise<string> {
  const render = installed(
    `next/dist/compiled/${reactDom}/cjs/react-dom-server.node.production.js`,
    'renderToReadableStream',
  );
  const stream: unknown = await render(streamedPage(), { onError: () => 'digest-1' });
  if (!(stream instanceof ReadableStream)) throw new Error('renderToReadableStream gave no stream');
  return new Response(stream).text();
}

describe('the inline scripts of the installed React', () => {
  it.each(['react-dom', 'react-dom-experimental'])(
    'accepts every script %s writes while streaming a page',
    async (reactDom) => {
      const scripts = inlineScripts(await streamedHtml(reactDom));
      expect(scripts.filter((text) => !isFrameworkScript(text))).toEqual([]);
      const written = scripts.join('\n');
      for (const instruction of ['$RT=', 'addEventListener("submit"', '$RC("', '$RS("', '$RR("', '$RX("'])
        expect(written).toContain(instruction);
    },
  );

  it.each([
    ['react-dom', 'app-page-turbo'],
    ['react-dom-experimental', 'app-page-turbo-experimental'],
  ])('is the React (%s) that Next.js bundles into its page runtime', (reactDom, runtime) => {
    const server: unknown = require(`next/dist/compiled/${reactDom}/cjs/react-dom-server.node.production.js`);
    const version: unknown =
      typeof server === 'object' && server !== null ? Reflect.get(server, 'version') : '';
    expect(version).toMatch(/^19\./);
    const runtimeSource = readFileSync(
      require.resolve(`next/dist/compiled/next-server/${runtime}.runtime.prod.js`),
      'utf8',
    );
    expect(runtimeSource).toContain(`"${String(version)}"`);
  });
});

describe('the inline scripts of the installed Next.js', () => {
  it('accepts the RSC payload, with a form state, a text chunk holding "</script>" and a binary chunk', async () => {
    const inline = installed('next/dist/server/app-render/stream-ops.node.js', 'createNodeInlinedDataStream');
    const payload = Readable.from([
      Buffer.from('0:{"a":"</script><script>alert(1)</script>"}\n'),
      Buffer.from([0xff, 0xfe, 0x00]),
    ]);
    const stream: unknown = inline(payload, undefined, ['form', 'state']);
    if (!(stream instanceof Readable)) throw new Error('createNodeInlinedDataStream gave no stream');
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    const scripts = inlineScripts(Buffer.concat(chunks).toString());
    expect(scripts).toHaveLength(3);
    expect(scripts.filter((text) => !isFrameworkScript(text))).toEqual([]);
  });

  it("accepts Turbopack's chunk-group bootstrap of one page and of several", () => {
    const bootstrap = installed('next/dist/server/get-page-files.js', 'getTurbopackChunkGroupBootstrap');
    const params = {
      '/a': { otherChunks: ['static/chunks/a.js'], runtimeModuleIds: [94553] },
      '/b': { otherChunks: ['static/chunks/b.js'], runtimeModuleIds: [1] },
    };
    for (const pages of [['/a'], ['/a', '/b']]) {
      const text: unknown = bootstrap(params, 'TURBOPACK', pages);
      expect(typeof text === 'string' && isFrameworkScript(text)).toBe(true);
    }
  });
});

describe('scripts of any other shape', () => {
  it.each([
    'alert(1)',
    'self.__next_f.push([1,"x"]);alert(1)',
    'self.__next_f.push([1,"x"])\nalert(1)',
    'self.__next_f.push(alert(1))',
    'self.__next_f.push({"not":"an array"})',
    '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
    '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,alert(1)])',
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});\nalert(1)',
    '(globalThis["dataLayer"] || (globalThis["dataLayer"] = [])).push({});',
    'requestAnimationFrame(function(){$RT=performance.now()});alert(1)',
    '$RC("B:0",alert(1))',
    '$RC("B:0","S:0");alert(1)',
    '$RC("B:0"],[alert(1)',
    '$RZ("B:0")',
    '',
  ])('refuses %j', (text) => {
    expect(isFrameworkScript(text)).toBe(false);
  });
});
