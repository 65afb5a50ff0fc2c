// Request bodies larger than this get 413 before the app reads them (Next answers its own body limit for server
// actions with a generic 500, and route handlers have none).

export const MAX_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'Request body too large: the limit is 1 MB.';

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
      // Do not read the body: close once the answer is out.
      res.on('finish', () => req.socket.destroy());
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
        req.push = push;
        answer413(res);
        res.on('finish', () => req.socket.destroy());
        // End the body here: the app sees a cut-off body, and its answer comes after ours and is dropped.
        return push.call(this, null);
      }
    }
    return push.call(this, chunk, encoding);
  };
  return true;
}
