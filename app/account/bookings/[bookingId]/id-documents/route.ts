import { NextResponse, type NextRequest } from 'next/server';

import { getSession } from '@/lib/auth';
import { isDatabaseUnavailable } from '@/lib/db';
import { ID_UPLOAD_MAX_BYTES, type UploadProblem } from '@/lib/rules/id-upload';

import { logSafeError } from '@/lib/server/log';
import { clientIp, rateLimit } from '@/lib/server/rate-limit';
import { storeIdDocument } from '@/lib/server/readiness';
import { readCappedForm, sameOrigin } from '@/lib/server/upload-body';
import { isUuid } from '@/lib/rules/uuid';

/**
 * An identification document posted by the readiness page's plain HTML form (multipart, so it works without
 * JavaScript; a route of its own, since server actions stop at 1 MB). The body is read up to the size limit and no
 * further; the answer is always a redirect back to the page with a result code, never the file or a visitor's text.
 */

// Room for the multipart envelope and the other fields around the file.
const BODY_LIMIT = ID_UPLOAD_MAX_BYTES + 64 * 1024;

type Params = { params: Promise<{ bookingId: string }> };

/**
 * A redirect by path: the browser resolves it against the address it posted to (behind a proxy, Next's idea of its
 * own origin may not be the one the visitor uses, and a redirect to another host loses the session cookie).
 */
function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}

function back(bookingId: string, result: string, close = false): NextResponse {
  const response = seeOther(`/account/bookings/${bookingId}/readiness?upload=${result}#id-documents`);
  // The rest of an oversized body is never read: the connection closes with the answer.
  if (close) response.headers.set('Connection', 'close');
  return response;
}

export async function POST(request: NextRequest, { params }: Params) {
  const { bookingId } = await params;
  if (!isUuid(bookingId)) return new NextResponse('Not found', { status: 404 });
  // A form on another site cannot post a document into a signed-in learner's booking.
  if (!sameOrigin(request)) return new NextResponse('Forbidden', { status: 403 });
  const session = await getSession();
  if (!session) {
    const next = encodeURIComponent(`/account/bookings/${bookingId}/readiness`);
    return seeOther(`/auth?next=${next}`);
  }

  const fail = (code: UploadProblem | 'not-found', close = false) => back(bookingId, code, close);
  try {
    const limited = await rateLimit('readiness', { ip: await clientIp(), subject: session.user.id });
    if (!limited.ok) return fail('rateLimited', true);

    const form = await readCappedForm(request, BODY_LIMIT);
    if (typeof form === 'string') return fail(form, form === 'tooLarge');
    const file = form.get('file');
    const documentType = form.get('documentType');
    if (typeof documentType !== 'string' || documentType === '') return fail('documentType');
    if (!(file instanceof File) || (file.size === 0 && file.name === '')) return fail('noFile');

    const result = await storeIdDocument(session, bookingId, {
      documentType,
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    return result.ok ? back(bookingId, 'stored') : fail(result.code);
  } catch (error) {
    logSafeError('[readiness] Storing an ID document failed', error);
    return fail(isDatabaseUnavailable(error) ? 'unavailable' : 'unavailable');
  }
}
