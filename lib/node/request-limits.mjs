// Request bodies larger than this get 413 before the app reads them (Next answers its own body limit for server
// actions with a generic 500, and route handlers have none).

export const MAX_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'Request body too large: the limit is 1 MB.';

/**
 * After a 413 the rest of the body is read and dropped (cutting the connection while the client is still sending
 * makes it see a reset instead of the answer), for a second at most; then the connection is closed.
 */
function closeAfterAnswer(req, res) {
  res.on('finish', () => {
    if (!req.complete) setTimeout(() => req.socket.destroy(), 1000).unref();
  });
}

function answer413(res) {
  if (res.headersSent) return;
  res.writeHead(413, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(BODY_TOO_LARGE_MESSAGE);
}

/**
 * Answers 413 and returns false when the declared Content-Length is over the limit. A body without a length
 * (chunked) is counted as the parser hands it over; past the limit the request is cut off with 413 if nothing was
 * answered yet. Returns true when the request may go on to the app.
 */
export function limitRequestBody(req, res, limit = MAX_BODY_BYTES) {
  const declared = req.headers['content-length'];
  if (declared !== undefined) {
    if (Number(declared) > limit) {
      answer413(res);
      closeAfterAnswer(req, res);
      req.resume();
      return false;
    }
    return true;
  }
  if (!req.headers['transfer-encoding']) return true;
  let seen = 0;
  const push = req.push;
  req.push = function countedPush(chunk, encoding) {
    if (chunk) {
      seen += chunk.length;
      if (seen > limit) {
        // The app never sees the rest, nor the end (a cut-off body would make it answer too, over ours): what else
        // arrives is dropped, and once the client has sent it all the connection closes, which ends the app's wait.
        req.push = (more) => {
          if (more === null) setImmediate(() => req.socket.destroy());
          return true;
        };
        answer413(res);
        closeAfterAnswer(req, res);
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
  return true;
}

// A method no route of the site serves and Next cannot even represent as a Request (the fetch standard forbids it),
// so it would answer 500: refused here, before the app. (Node's parser answers TRACK with 400 itself, and CONNECT
// never reaches a request handler.)
const REFUSED_METHODS = new Set(['TRACE']);

/** Answers 405 and returns false for a method no route serves; true when the request may go on to the app. */
export function refuseUnservedMethod(req, res) {
  if (!REFUSED_METHODS.has(String(req.method).toUpperCase())) return true;
  res.writeHead(405, {
    Allow: 'GET, HEAD, POST',
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end('Method Not Allowed');
  req.resume();
  return false;
}
