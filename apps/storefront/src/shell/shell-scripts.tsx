/**
 * The scripts of every page (requirements §1): the identity provider's session script, the data layer, the
 * tag manager with its container and the noscript frame. All are async or deferred so that, with
 * no network, none of them blocks rendering or throws in the page's own code. The data layer adds
 * the tag manager (named here, in its data attribute) once the page has loaded.
 */
import { TAG_MANAGER_ORIGIN } from './third-parties.ts';

const IDENTITY_SESSION_SCRIPT = '/am/session.js';

export function ShellScripts({ containerId }: { containerId: string }) {
  return (
    <>
      <script
        src="/scripts/data-layer.js"
        data-tag-manager={`${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`}
        defer
      />
      <script src={IDENTITY_SESSION_SCRIPT} async />
    </>
  );
}

export function TagManagerNoScript({ containerId, title }: { containerId: string; title: string }) {
  return (
    <noscript>
      <iframe
        src={`${TAG_MANAGER_ORIGIN}/ns.html?id=${encodeURIComponent(containerId)}`}
        height="0"
        width="0"
        title={title}
        style={{ display: 'none', visibility: 'hidden' }}
      />
    </noscript>
  );
}
