import { OPERATIONS } from './operations.ts';
import { openApiDocument, openApiPath, operationParameters, problemsOf, requestBodyOf } from './openapi.ts';

/**
 * The browsable API reference: plain server-rendered HTML from the same operation table, with no
 * script or external resource, every text escaped.
 */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

export function referencePage(prefix: string): string {
  const document = openApiDocument(prefix) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const sections = OPERATIONS.map((operation) => {
    const path = openApiPath(prefix, operation.path);
    const spec = document.paths[path]?.[operation.method.toLowerCase()] ?? {};
    const parameters = operationParameters(operation)
      .map(
        (p) =>
          `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${escapeHtml(
            p.description ?? '',
          )}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
      )
      .join('');
    const body = spec['requestBody'] as { content: Record<string, { schema: unknown }> } | undefined;
    const responses = spec['responses'] as Record<
      string,
      { description: string; content: Record<string, { schema: unknown }> }
    >;
    const answer = responses[String(operation.success.status)];
    // JSON, a document's one media type, or an image's encodings.
    const answerTypes = Object.keys(answer?.content ?? {});
    const problems = problemsOf(operation);
    return `<section id="${operation.id}">
<h2><span class="method">${operation.method}</span> <code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(operation.summary)}</p>
<h3>Parameters</h3>
<table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Description</th><th>Schema</th></tr></thead><tbody>${parameters}</tbody></table>
${body ? `<h3>Request body${requestBodyOf(operation)?.required === false ? ' (optional)' : ''}</h3>${json(body.content['application/json']?.schema)}` : ''}
<h3>Answers</h3>
<h4>${operation.success.status} (${answerTypes.join(', ')}): ${escapeHtml(operation.success.description)}</h4>
${json(answer?.content[answerTypes[0] ?? '']?.schema)}
<ul>${Object.entries(problems)
      .map(
        ([status, text]) =>
          `<li><strong>${status}</strong> (application/problem+json): ${escapeHtml(text)}</li>`,
      )
      .join('')}</ul>
</section>`;
  }).join('\n');
  const toc = OPERATIONS.map(
    (o) => `<li><a href="#${o.id}">${o.method} ${escapeHtml(openApiPath(prefix, o.path))}</a></li>`,
  ).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Store headless API reference</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 2rem;line-height:1.5;color:#1a1a1a}
pre{background:#f4f4f4;padding:.75rem;overflow:auto;font-size:.85rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}
.method{display:inline-block;background:#1d4ed8;color:#fff;padding:0 .5rem;border-radius:.25rem}
section{border-top:2px solid #ddd;margin-top:2rem}
</style></head><body>
<h1>Store headless API reference</h1>
<p>Every call sends <code>x-api-key</code> (the platform key) and <code>x-site-id</code>. Errors are <code>application/problem+json</code>. The machine-readable document is at <a href="${escapeHtml(prefix)}/openapi.json">${escapeHtml(prefix)}/openapi.json</a>.</p>
<nav><ul>${toc}</ul></nav>
${sections}
</body></html>`;
}
