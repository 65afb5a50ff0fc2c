// Plain JavaScript: server.mjs runs under Node without a TypeScript step.

/** One of Next's own script chunks, as it writes them into a page's head. */
const NEXT_ASYNC_SCRIPT = /<script src="(\/_next\/static\/[\w./-]+\.js)" async=""><\/script>/g;

/**
 * Starts the scripts once the browser has drawn its first frame, or at once in a tab that draws none. rAF runs just
 * before a frame is drawn, and a task queued from it runs after.
 * @param {string[]} sources
 */
function loader(sources) {
  return (
    '<script>(function(s){function l(){s.forEach(function(u){var e=document.createElement("script");' +
    'e.src=u;e.async=true;document.head.appendChild(e)})}' +
    'if(document.visibilityState==="hidden")l();else requestAnimationFrame(function(){setTimeout(l,0)})})(' +
    `${JSON.stringify(sources)})</script>`
  );
}

/**
 * Lets a page paint before its scripts run. Next writes its chunks into the head as async scripts, and on a fast
 * connection they arrive and run (React hydrating the whole page) while the document is still being parsed, so the
 * first paint waits for hydration: on /about about a quarter of a second of script before anything was drawn. Here
 * each chunk becomes a preload (downloaded as early as before) and one small script starts them after the first
 * frame, in the same async way. Only the head is rewritten; scripts later in the page are left as they are.
 * @param {string} html the start of a page, its whole head included
 * @returns {string} the page with the head's chunks started after the first paint (unchanged when it has none)
 */
export function loadScriptsAfterFirstPaint(html) {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  /** @type {string[]} */
  const sources = [];
  let rewritten = head.replace(NEXT_ASYNC_SCRIPT, (_tag, src) => {
    sources.push(src);
    return `<link rel="preload" as="script" href="${src}"/>`;
  });
  if (sources.length === 0) return html;
  // After the last preload, so the parser has asked for every chunk before the loader is even read.
  const last = `<link rel="preload" as="script" href="${sources.at(-1)}"/>`;
  const at = rewritten.lastIndexOf(last) + last.length;
  rewritten = rewritten.slice(0, at) + loader(sources) + rewritten.slice(at);
  return rewritten + html.slice(headEnd);
}
