/**
 * The scripts of every page (requirements §1): the identity provider's session script, the data layer, the
 * tag manager with its container and the noscript frame. All are async or deferred so that, with
 * no network, none of them blocks rendering or throws in the page's own code.
 * The data layer (public/scripts/data-layer.js, the one pages push their events onto: requirements
 * §1, 3) adds the tag manager named in its data attribute once the page has loaded, so that a third
 * party's connection and script never compete with the store's own for the first paint
 * (requirements §10.11); events pushed before then wait in the data layer.
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
