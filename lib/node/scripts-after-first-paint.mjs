// Plain JavaScript: server.mjs runs under Node without a TypeScript step.

import { keepFormsBeforeHydration } from './forms-before-hydration.mjs';

/** One of Next's own script chunks, as it writes them into a page's head. */
const NEXT_ASYNC_SCRIPT = /<script src="(\/_next\/static\/[\w./-]+\.js)" async=""><\/script>/g;

/** keepFormsBeforeHydration's source on one line: its lines end in semicolons or braces (Prettier keeps them). */
const FORMS_BEFORE_HYDRATION = String(keepFormsBeforeHydration).replace(/\n\s*/g, '');

/**
 * Starts the scripts once the browser has shown its first frame: when it reports the first paint, which it does
 * after the frame is rastered and presented, not when the main thread has drawn it (rAF). The chunks' fetch and
 * their parse on a background thread would otherwise share the raster workers' two cores with that frame. A
 * browser without paint timing starts them after a frame's main-thread work (rAF, then a task); a hidden tab,
 * which may paint nothing, at once; and none waits more than 3 s, so a page that is never painted still gets its
 * scripts. `l` runs once, whichever comes first. What a visitor types and sends in the meantime is kept for React
 * (keepFormsBeforeHydration).
 * @param {string[]} sources
 */
function loader(sources) {
  return (
    '<script>(function(s){var d;function l(){if(d)return;d=1;s.forEach(function(u){' +
    'var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}' +
    `(${FORMS_BEFORE_HYDRATION})(document);` +
    'if(document.visibilityState==="hidden")return l();setTimeout(l,3000);' +
    'if(typeof PerformanceObserver=="function"&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>-1)' +
    'new PerformanceObserver(function(o,b){b.disconnect();l()}).observe({type:"paint",buffered:true});' +
    'else requestAnimationFrame(function(){setTimeout(l,0)})})(' +
    `${JSON.stringify(sources)})</script>`
  );
}

/** The loader's list of chunks as it stands in a page: the array its function is called with. */
const LOADER_SOURCES = /setTimeout\(l,0\)\}\)\}\)\((\[[^\]]*\])\)<\/script>/;

/**
 * The chunks a page's loader starts after its first frame (empty when it has no loader), so tools that count a
 * page's own scripts (`npm run bench`, the browser tests) see them without a `<script src>` or a preload.
 * @param {string} html
 * @returns {string[]}
 */
export function chunksStartedAfterFirstPaint(html) {
  const list = LOADER_SOURCES.exec(html)?.[1];
  return list ? /** @type {string[]} */ (JSON.parse(list)) : [];
}

/**
 * Lets a page paint before its scripts are even fetched. Next writes its chunks into the head as async scripts, and
 * on a fast connection they arrive and run (React hydrating the whole page) while the document is still being
 * parsed, so the first paint waited for hydration: on /about about a quarter of a second of script before anything
 * was drawn. Here the chunks are left out of the head and one small script adds them, in the same async way, after
 * the first frame.
 * They are not preloaded either. Fetching them beside the document
 * costs the first paint on two cores (the server, the network service and the renderer all work on them while the
 * page is parsed, styled and rastered), and Lighthouse's simulation counts a High-priority script that finished
 * before the observed first paint as render-blocking: /about's simulated FCP was 2.2 to 2.5 s with the preloads and
 * 0.85 s without (README, Performance). On a phone the chunks start one HTML parse later, and a static page's links
 * and content work without them.
 * @param {string} html the start of a page, its whole head included
 * @returns {string} the page with the head's chunks started after the first paint (unchanged when it has none)
 */
export function loadScriptsAfterFirstPaint(html) {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const sources = Array.from(head.matchAll(NEXT_ASYNC_SCRIPT), (match) => match[1]);
  if (sources.length === 0) return html;
  // The loader stands where the last chunk stood; the others go.
  let seen = 0;
  const rewritten = head.replace(NEXT_ASYNC_SCRIPT, () => (++seen === sources.length ? loader(sources) : ''));
  return rewritten + html.slice(headEnd);
}
