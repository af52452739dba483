/** One entry of a problem's `errors`: where in the request, and what is wrong there. */
export interface ProblemFieldError {
  path: string;
  message: string;
}

export interface ProblemInit {
  /** Defaults to "Unavailable" for a 503 and "Refused" for anything else. */
  title?: string;
  errors?: readonly ProblemFieldError[];
  /** Added to the answer's headers, e.g. WWW-Authenticate for a step-up challenge. */
  headers?: Record<string, string>;
}

/**
 * An RFC 9457 problem answer of the store's API routes. Never cached: a refusal belongs to one
 * request, and an outage ends.
 */
export function problemResponse(status: number, detail: string, init: ProblemInit = {}): Response {
  return Response.json(
    {
      title: init.title ?? (status === 503 ? 'Unavailable' : 'Refused'),
      status,
      detail,
      ...(init.errors ? { errors: init.errors } : {}),
    },
    {
      status,
      headers: { 'Cache-Control': 'no-store', 'Content-Type': 'application/problem+json', ...init.headers },
    },
  );
}
