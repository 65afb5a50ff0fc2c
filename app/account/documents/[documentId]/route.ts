import { getSession } from '@/lib/auth';
import { documentPdfFor } from '@/lib/server/invoices';
import { isUuid } from '@/lib/rules/uuid';
import { privateDownload } from '@/lib/server/private-download';

export const dynamic = 'force-dynamic';

/** A tax invoice or credit note as a PDF, for the booking's learner or staff. Anyone else's id is not found. */
export async function GET(_request: Request, { params }: { params: Promise<{ documentId: string }> }) {
  const { documentId } = await params;
  const session = await getSession();
  if (!session) return new Response('Please sign in to download this document.', { status: 401 });
  if (!isUuid(documentId)) return new Response('Not found', { status: 404 });
  const file = await documentPdfFor(session, documentId);
  if (!file) return new Response('Not found', { status: 404 });
  return privateDownload(file.bytes, 'application/pdf', file.filename);
}
