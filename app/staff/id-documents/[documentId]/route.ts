import { NextResponse, type NextRequest } from 'next/server';

import { getSession } from '@/lib/auth';
import { logSafeError } from '@/lib/server/log';
import { idDocumentFileForStaff } from '@/lib/server/readiness';

/**
 * A learner's identification document, for staff only (the role is re-read in the database). Served from this
 * origin in a sandbox with no scripts, never cached, never sniffed as another type.
 */
export async function GET(_request: NextRequest, { params }: { params: Promise<{ documentId: string }> }) {
  const { documentId } = await params;
  try {
    const file = await idDocumentFileForStaff(await getSession(), documentId);
    if (!file.ok) {
      return new NextResponse(file.status === 403 ? 'Forbidden' : 'Not found', {
        status: file.status,
        headers: { 'Cache-Control': 'no-store' },
      });
    }
    return new NextResponse(Buffer.from(file.bytes), {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `inline; filename="${file.name.replace(/[^\w.-]+/g, '_')}"`,
        'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'; object-src 'self'",
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    logSafeError('[readiness] Reading an ID document failed', error);
    return new NextResponse('The document could not be read just now.', { status: 503 });
  }
}
