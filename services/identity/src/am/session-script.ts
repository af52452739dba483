import type { FastifyInstance } from 'fastify';
import { IDENTITY_SESSION_EVENT, IDENTITY_SESSION_SCRIPT, identityPaths } from '@store/contracts/identity';

/**
 * The identity provider's session script, loaded by every page (requirements §1). It asks AM whether the
 * browser's session cookie is still live and announces the answer as a window event, so that page
 * code can react to a session without knowing AM's API; any failure counts as no session.
 */
export function sessionScript(mount: string): string {
  const validate = JSON.stringify(`${mount}${identityPaths().sessions}?_action=validate`);
  const event = JSON.stringify(IDENTITY_SESSION_EVENT);
  return `(function () {
  function announce(detail) {
    window.dispatchEvent(new CustomEvent(${event}, { detail: detail }));
  }
  fetch(${validate}, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'Accept-API-Version': 'resource=2.1, protocol=1.0' },
  })
    .then(function (response) { return response.ok ? response.json() : { valid: false }; })
    .then(function (session) { announce(session && session.valid ? { valid: true, uid: session.uid } : { valid: false }); })
    .catch(function () { announce({ valid: false }); });
})();
`;
}

export function sessionScriptRoute(app: FastifyInstance, mount: string): void {
  const body = sessionScript(mount);
  app.get(IDENTITY_SESSION_SCRIPT, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      // The same for every visitor; the session is looked up when it runs, not when it is served.
      .header('cache-control', 'public, max-age=300')
      .send(body),
  );
}
