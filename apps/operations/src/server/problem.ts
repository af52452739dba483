/** A problem+json answer (RFC 9457) with a `code` the console's screens translate. */
export function problem(
  status: number,
  code: string,
  detail: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { type: 'about:blank', title: detail, status, code, detail, ...extra },
    { status, headers: { 'content-type': 'application/problem+json', ...headers } },
  );
}
