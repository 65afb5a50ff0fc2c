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

/** Whether an action's body can be read the way Next reads it (multipart form data, or the JSON of its arguments). */
async function readableActionBody(request: NextRequest): Promise<boolean> {
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  try {
    if (type.startsWith('multipart/form-data')) {
      await request.clone().formData();
    } else if (request.headers.has('next-action') && type.startsWith('text/plain')) {
      JSON.parse(await request.clone().text());
    }
    return true;
  } catch {
    return false;
  }
}

/** The answer to a request that can only fail, or null to let it go on. */
export async function refuseBadRequest(request: NextRequest): Promise<NextResponse | null> {
  const segments = decodedPathSegments(request.nextUrl.pathname);
  if (!segments) return badRequest('Bad Request: the address has a malformed percent-escape.');
  if (isActionPost(request, segments) && !(await readableActionBody(request))) {
    return badRequest('Bad Request: the form data could not be read.');
  }
  return null;
}
