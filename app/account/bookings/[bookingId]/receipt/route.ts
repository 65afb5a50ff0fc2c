import { getSession } from '@/lib/auth';
import { receiptPdfFor } from '@/lib/server/invoices';
import { isUuid } from '@/lib/rules/uuid';
import { privateDownload } from '@/lib/server/private-download';

export const dynamic = 'force-dynamic';

/** The learner's card receipt as a PDF; staff may read any. Someone else's booking is not found. */
export async function GET(_request: Request, { params }: { params: Promise<{ bookingId: string }> }) {
  const { bookingId } = await params;
  const session = await getSession();
  if (!session) return new Response('Please sign in to download your receipt.', { status: 401 });
  if (!isUuid(bookingId)) return new Response('Not found', { status: 404 });
  const file = await receiptPdfFor(session, bookingId);
  if (!file) return new Response('Not found', { status: 404 });
  return privateDownload(file.bytes, 'application/pdf', file.filename);
}
