// Plain JavaScript: server.mjs runs under Node without a TypeScript step.

import { loadScriptsAfterFirstPaint } from './scripts-after-first-paint.mjs';

/** The one render-blocking stylesheet link Next writes into a page's head. */
const STYLESHEET_LINK =
  /<link rel="stylesheet" href="(\/_next\/static\/[\w./-]+\.css)" data-precedence="next"\/>/;

/** How much of a page may be held back while looking for that link (the head comes first and is small). */
const MAX_LOOKAHEAD = 64 * 1024;

/**
 * Where the stylesheet link stands in `html` and what replaces it, or null when there is none (or it cannot be read).
 * @param {string} html
 * @param {(href: string) => string | null} readCss
 * @returns {{ index: number, length: number, replacement: string } | null}
 */
function stylesheetReplacement(html, readCss) {
  const match = STYLESHEET_LINK.exec(html);
  if (!match) return null;
  const [link, href] = match;
  const css = readCss(href);
  if (css === null) return null;
  const absolute = css.replaceAll('url(../', 'url(/_next/static/').replaceAll('</style', '<\\/style');
  const style = `<style data-inlined-href="${href}">${absolute}</style>`;
  return {
    index: match.index,
    length: link.length,
    replacement: `${style}${link.replace('/>', ' disabled=""/>')}`,
  };
}

/**
 * Writes the stylesheet itself into the page, so the first paint needs no second round trip. The link stays,
 * disabled: the browser does not fetch a disabled stylesheet (the rules, print ones included, are already in the
 * page), and React, which looks the link up by its href, adopts it instead of loading the stylesheet again on a
 * client navigation. Relative font URLs are made absolute, because the rules now live in the page, not in
 * /_next/static/chunks/.
 * @param {string} html the start of a page
 * @param {(href: string) => string | null} readCss the stylesheet's text, or null when it cannot be read
 * @returns {string | null} the rewritten start, or null when it holds no stylesheet link
 */
export function inlineStylesheet(html, readCss) {
  const found = stylesheetReplacement(html, readCss);
  return found && html.slice(0, found.index) + found.replacement + html.slice(found.index + found.length);
}

/** A header from the object or flat [name, value, …] list given to writeHead. */
function headerValue(headers, name) {
  if (!headers) return undefined;
  if (Array.isArray(headers)) {
    const index = headers.findIndex((item, i) => i % 2 === 0 && String(item).toLowerCase() === name);
    return index === -1 ? undefined : headers[index + 1];
  }
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

function removeHeader(headers, name) {
  if (!headers) return;
  if (Array.isArray(headers)) {
    const index = headers.findIndex((item, i) => i % 2 === 0 && String(item).toLowerCase() === name);
    if (index !== -1) headers.splice(index, 2);
    return;
  }
  for (const key of Object.keys(headers)) if (key.toLowerCase() === name) delete headers[key];
}

/**
 * Makes `res` pass its HTML through inlineStylesheet and loadScriptsAfterFirstPaint on the way out; anything else
 * goes through untouched. The head is held back only until `</head>` (or 64 KB) has passed, so streamed pages still
 * stream.
 * @param {import('node:http').ServerResponse} res
 * @param {(href: string) => string | null} readCss
 */
export function inlineStylesheetInto(res, readCss) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  /** @type {'undecided' | 'looking' | 'done'} */
  let state = 'undecided';
  // Bytes, not text: a chunk may end inside a character. The link is ASCII, so latin1 finds it byte for byte.
  let held = Buffer.alloc(0);

  /** Settles whether this response is a page, from its headers (set one by one, or given to writeHead). */
  const decide = (given) => {
    const type = headerValue(given, 'content-type') ?? res.getHeader('content-type');
    const sentLength = res.headersSent && res.getHeader('content-length') !== undefined;
    state = String(type ?? '').startsWith('text/html') && !sentLength ? 'looking' : 'done';
    if (state === 'looking') {
      // The page's length changes.
      if (!res.headersSent) res.removeHeader('content-length');
      removeHeader(given, 'content-length');
    }
  };

  const writeHead = res.writeHead.bind(res);
  res.writeHead = (statusCode, ...rest) => {
    if (state === 'undecided') decide(rest.find((arg) => arg && typeof arg === 'object'));
    return writeHead(statusCode, ...rest);
  };

  /** Adds a chunk to what is held; returns what may be sent now (empty while still looking). */
  const take = (chunk, encoding) => {
    held = Buffer.concat([
      held,
      typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk),
    ]);
    const text = held.toString('latin1');
    // The whole head, which holds the link and Next's scripts (loadScriptsAfterFirstPaint), is a few kilobytes.
    if (!text.includes('</head>') && held.length <= MAX_LOOKAHEAD) return Buffer.alloc(0);
    state = 'done';
    const found = stylesheetReplacement(text, readCss);
    const head = found
      ? Buffer.concat([
          held.subarray(0, found.index),
          Buffer.from(found.replacement, 'utf8'),
          held.subarray(found.index + found.length),
        ])
      : held;
    held = Buffer.alloc(0);
    // The head's tags are ASCII; latin1 keeps every other byte as it came.
    return Buffer.from(loadScriptsAfterFirstPaint(head.toString('latin1')), 'latin1');
  };

  res.write = (chunk, encoding, callback) => {
    if (state === 'undecided') decide(undefined);
    if (state === 'done' || chunk === undefined || chunk === null) return write(chunk, encoding, callback);
    const out = take(chunk, typeof encoding === 'string' ? encoding : undefined);
    const cb = typeof encoding === 'function' ? encoding : callback;
    if (out.length > 0) return write(out, cb);
    if (cb) process.nextTick(cb);
    return true;
  };

  res.end = (chunk, encoding, callback) => {
    if (state === 'undecided') decide(undefined);
    if (state !== 'looking') return end(chunk, encoding, callback);
    const cb = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
    const hasChunk = chunk !== undefined && chunk !== null && typeof chunk !== 'function';
    const out = hasChunk ? take(chunk, typeof encoding === 'string' ? encoding : undefined) : Buffer.alloc(0);
    // Still looking at the very end: send what was held as it came.
    const rest = state === 'looking' ? held : out;
    state = 'done';
    held = Buffer.alloc(0);
    return rest.length > 0 ? end(rest, cb) : end(cb);
  };
}
