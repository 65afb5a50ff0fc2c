import { NextResponse, type NextRequest } from 'next/server';

import { isPageRoute } from './app-routes';

/**
 * Requests Next would answer with a 500 (its error page, and a logged stack) although the fault is the client's:
 * a path with a malformed percent-escape, and a server-action or form POST whose body cannot be read. They get a
 * 400 here, before anything renders. (TRACE is refused by the reverse proxy in front: nginx answers it with 405.)
 */

function badRequest(text: string): NextResponse {
  return new NextResponse(text, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The decoded path segments, or null when an escape is malformed (e.g. '%E0%A4%A', '%zz'). */
export function decodedPathSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** Whether a POST is one Next reads as a server action: the action header, or a form posted to a page. */
function isActionPost(request: NextRequest, segments: readonly string[]): boolean {
  return request.method === 'POST' && (request.headers.has('next-action') || isPageRoute(segments));
}

/** The body size server actions accept (Next's `serverActions.bodySizeLimit` default). */
const ACTION_BODY_LIMIT = 1024 * 1024;

/**
 * Whether an action's body can be read the way Next reads it (multipart form data, or the JSON of its arguments), and
 * is within the size actions accept. Read from a copy: Next reads the body itself afterwards.
 */
async function actionBodyProblem(request: NextRequest): Promise<'too-large' | 'unreadable' | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > ACTION_BODY_LIMIT) return 'too-large';
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.toLowerCase();
  // Only the bodies Next reads as an action's arguments are read here; anything else goes on untouched.
  const multipart = type.startsWith('multipart/form-data');
  const actionJson = request.headers.has('next-action') && type.startsWith('text/plain');
  if (!multipart && !actionJson) return null;
  try {
    const bytes = await request.clone().arrayBuffer();
    if (bytes.byteLength > ACTION_BODY_LIMIT) return 'too-large';
    if (multipart) await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    else JSON.parse(new TextDecoder().decode(bytes));
    return null;
  } catch {
    return 'unreadable';
  }
}

/** The answer to a request that can only fail, or null to let it go on. */
export async function refuseBadRequest(request: NextRequest): Promise<NextResponse | null> {
  const segments = decodedPathSegments(request.nextUrl.pathname);
  if (!segments) return badRequest('Bad Request: the address has a malformed percent-escape.');
  if (isActionPost(request, segments)) {
    const problem = await actionBodyProblem(request);
    if (problem === 'too-large') {
      // The rest of the body is never read: the connection closes with the answer, or a graceful stop would wait
      // for it.
      return new NextResponse('Request body too large: the limit is 1 MB.', {
        status: 413,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          Connection: 'close',
        },
      });
    }
    if (problem) return badRequest('Bad Request: the form data could not be read.');
  }
  return null;
}
