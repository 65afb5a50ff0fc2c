import { NextResponse, type NextRequest } from 'next/server';

import { getSession } from '@/lib/auth';
import { ID_UPLOAD_MAX_BYTES } from '@/lib/rules/id-upload';
import { recordTicket } from '@/lib/server/employers';
import { logSafeError } from '@/lib/server/log';
import { clientIp, rateLimit } from '@/lib/server/rate-limit';
import { readCappedForm, sameOrigin } from '@/lib/server/upload-body';
import { recordTicketSchema } from '@/lib/validation/employers';
import { isUuid } from '@/lib/rules/uuid';

/**
 * A ticket from another provider with its copy, posted by the employer page's plain multipart form (a route, since
 * server actions stop at 1 MB). The answer is always a redirect back to the page with a result code.
 */

const BODY_LIMIT = ID_UPLOAD_MAX_BYTES + 64 * 1024;

function back(employerId: string, result: string, close = false): NextResponse {
  const response = new NextResponse(null, {
    status: 303,
    headers: {
      Location: `/employer/${employerId}?ticket=${result}#record-ticket`,
      'Cache-Control': 'no-store',
    },
  });
  if (close) response.headers.set('Connection', 'close');
  return response;
}

export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) return new NextResponse('Not found', { status: 404 });
  if (!sameOrigin(request)) return new NextResponse('Forbidden', { status: 403 });
  const session = await getSession();
  if (!session)
    return new NextResponse(null, { status: 303, headers: { Location: `/auth?next=/employer/${id}` } });
  try {
    const limited = await rateLimit('employer', { ip: await clientIp() });
    if (!limited.ok) return back(id, 'rateLimited', true);
    const form = await readCappedForm(request, BODY_LIMIT);
    if (typeof form === 'string') return back(id, form, form === 'tooLarge');
    const parsed = recordTicketSchema.safeParse({
      employerId: id,
      workerId: form.get('workerId'),
      unitCode: form.get('unitCode'),
      issuedOn: form.get('issuedOn'),
      expiresOn: form.get('expiresOn') ?? undefined,
    });
    if (!parsed.success) return back(id, 'invalid');
    const file = form.get('file');
    if (!(file instanceof File) || (file.size === 0 && file.name === '')) return back(id, 'noFile');
    const result = await recordTicket(session, parsed.data, {
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    return back(id, result.ok ? 'recorded' : result.code);
  } catch (error) {
    logSafeError('[employer] Recording a ticket failed', error);
    return back(id, 'unavailable');
  }
}
