/**
 * The inline scripts Next.js 16 and React 19 write into a page, by their exact shape (ADR 17). The edge
 * allows these by hash and no other inline script, so a `<script>` injected into the storefront's HTML
 * does not run. Every shape is either a fixed text or a fixed call whose arguments are JSON, which is
 * data: no shape lets an injection choose code. `framework-scripts.test.ts` renders with the installed
 * Next.js and React and checks each script they write is accepted, so an upgrade that changes a text
 * fails there rather than blocking pages.
 */

/**
 * React's streaming runtime (react-dom/server, `react-dom-server.node.production.js` in
 * next/dist/compiled/react-dom and react-dom-experimental): the definitions React writes before the
 * first call of each instruction, each the exact text of its chunk (`completeBoundaryScriptFunctionOnly`,
 * `clientRenderScriptFunctionOnly`, `completeSegmentScript1Full` and
 * `completeBoundaryWithStylesScript1FullPartial`, without the call).
 */
const BOUNDARY =
  '$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){var c=a[b],e=a[b+1];null!==e.parentNode&&e.parentNode.removeChild(e);var f=c.parentNode;if(f){var g=c.previousSibling,h=0;do{if(c&&8===c.nodeType){var d=c.data;if("/$"===d||"/&"===d)if(0===h)break;else h--;else"$"!==d&&"$?"!==d&&"$~"!==d&&"$!"!==d&&"&"!==d||h++}d=c.nextSibling;f.removeChild(c);c=d}while(c);for(;e.firstChild;)f.insertBefore(e.firstChild,c);g.data="$";g._reactRetry&&requestAnimationFrame(g._reactRetry)}}a.length=0};\n$RC=function(a,b){if(b=document.getElementById(b))(a=document.getElementById(a))?(a.previousSibling.data="$~",$RB.push(a,b),2===$RB.length&&("number"!==typeof $RT?requestAnimationFrame($RV.bind(null,$RB)):(a=performance.now(),setTimeout($RV.bind(null,$RB),2300>a&&2E3<a?2300-a:$RT+300-a)))):b.parentNode.removeChild(b)};';
const CLIENT_RENDER =
  '$RX=function(b,c,d,e,f){var a=document.getElementById(b);a&&(b=a.previousSibling,b.data="$!",a=a.dataset,null!=c&&(a.dgst=c),d&&(a.msg=d),e&&(a.stck=e),f&&(a.cstck=f),b._reactRetry&&b._reactRetry())};';
const SEGMENT =
  '$RS=function(a,b){a=document.getElementById(a);b=document.getElementById(b);for(a.parentNode.removeChild(a);a.firstChild;)b.parentNode.insertBefore(a.firstChild,b);b.parentNode.removeChild(b)};';
const BOUNDARY_WITH_STYLES =
  '$RM=new Map;$RR=function(n,w,p){function u(q){this._p=null;q()}for(var r=new Map,t=document,h,b,e=t.querySelectorAll("link[data-precedence],style[data-precedence]"),v=[],k=0;b=e[k++];)"not all"===b.getAttribute("media")?v.push(b):("LINK"===b.tagName&&$RM.set(b.getAttribute("href"),b),r.set(b.dataset.precedence,h=b));e=0;b=[];var l,a;for(k=!0;;){if(k){var f=p[e++];if(!f){k=!1;e=0;continue}var c=!1,m=0;var d=f[m++];if(a=$RM.get(d)){var g=a._p;c=!0}else{a=t.createElement("link");a.href=d;a.rel=\n"stylesheet";for(a.dataset.precedence=l=f[m++];g=f[m++];)a.setAttribute(g,f[m++]);g=a._p=new Promise(function(q,x){a.onload=u.bind(a,q);a.onerror=u.bind(a,x)});$RM.set(d,a)}d=a.getAttribute("media");!g||d&&!matchMedia(d).matches||b.push(g);if(c)continue}else{a=v[e++];if(!a)break;l=a.getAttribute("data-precedence");a.removeAttribute("media")}c=r.get(l)||h;c===h&&(h=a);r.set(l,a);c?c.parentNode.insertBefore(a,c.nextSibling):(c=t.head,c.insertBefore(a,c.firstChild))}if(p=document.getElementById(n))p.previousSibling.data=\n"$~";Promise.all(b).then($RC.bind(null,n,w),$RX.bind(null,n,"CSS failed to load"))};';
const REACT_DEFINITIONS = [BOUNDARY, CLIENT_RENDER, SEGMENT, BOUNDARY_WITH_STYLES];

/**
 * React's whole scripts: the shell's time stamp (`shellTimeRuntimeScript`), written when the shell
 * leaves boundaries pending, and the replay of forms submitted before hydration
 * (`formReplayingRuntimeScript`), written when a form has a function as its action.
 */
const SHELL_TIME = 'requestAnimationFrame(function(){$RT=performance.now()});';
const FORM_REPLAY =
  'addEventListener("submit",function(a){if(!a.defaultPrevented){var b=a.target,d=a.submitter,c=b.action,e=d;if(d){var f=d.getAttribute("formAction");null!=f&&(c=f,e=null)}"javascript:throw new Error(\'React form unexpectedly submitted.\')"===c&&(a.preventDefault(),a=new FormData(b,e),c=b.ownerDocument||b,(c.$$reactFormReplay=c.$$reactFormReplay||[]).push(b,d,a))}});';
const REACT_WHOLE_SCRIPTS = new Set([SHELL_TIME, FORM_REPLAY]);

/**
 * React's instruction calls, after the definitions they need: complete a boundary (`$RC`, `$RR` with
 * its stylesheets), a segment (`$RS`), or render a boundary on the client (`$RX`, with the error's
 * digest). React writes the arguments as JSON strings and arrays (`escapeJSObjectForInstructionScripts`).
 */
const REACT_CALL = /^;?\$R[CRSX]\(([\s\S]*)\)$/;

/**
 * Next.js's RSC payload (next/dist/server/app-render/use-flight-response.js and stream-ops.node.js):
 * the queue's start, `[0]`, with a second push for a server action's form state, then one push per
 * chunk of the payload (`[1,"…"]`, or `[3,"…"]` in base64), its JSON escaped for HTML
 * (`htmlEscapeJsonString`).
 */
const NEXT_PAYLOAD_START = '(self.__next_f=self.__next_f||[]).push([0])';
const NEXT_PAYLOAD_PUSH = /^self\.__next_f\.push\(([\s\S]*)\)$/;

/**
 * Turbopack's chunk-group bootstrap (`getTurbopackChunkGroupBootstrap`, next/dist/server/
 * get-page-files.js): one line per page pushing its chunk list onto the chunk-loading global, which
 * is `TURBOPACK` unless `turbopack.chunkLoadingGlobal` says otherwise (the storefront does not).
 */
const TURBOPACK_PUSH =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);$/;

/** The value of a JSON text; undefined for anything else (code, or JSON followed by code). */
function jsonValue(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isPayloadPush = (text: string) => Array.isArray(jsonValue(text.match(NEXT_PAYLOAD_PUSH)?.[1]));

function isNextPayload(text: string): boolean {
  if (!text.startsWith(NEXT_PAYLOAD_START)) return isPayloadPush(text);
  const formState = text.slice(NEXT_PAYLOAD_START.length);
  return formState === '' || (formState.startsWith(';') && isPayloadPush(formState.slice(1)));
}

const isTurbopackBootstrap = (text: string) =>
  text.split('\n').every((line) => jsonValue(line.match(TURBOPACK_PUSH)?.[1]) !== undefined);

/** The text after the React definitions it starts with. */
function afterDefinitions(text: string): string {
  const definition = REACT_DEFINITIONS.find((known) => text.startsWith(known));
  return definition ? afterDefinitions(text.slice(definition.length)) : text;
}

function isReactInstruction(text: string): boolean {
  if (REACT_WHOLE_SCRIPTS.has(text)) return true;
  const call = afterDefinitions(text).match(REACT_CALL);
  return call !== null && Array.isArray(jsonValue(`[${call[1]}]`));
}

/** Whether an inline script's text, as the browser parsed it, is one Next.js or React writes. */
export function isFrameworkScript(text: string): boolean {
  return isNextPayload(text) || isTurbopackBootstrap(text) || isReactInstruction(text);
}
