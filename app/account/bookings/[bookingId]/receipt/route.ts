import { getSession } from '@/lib/auth';
import { receiptPdfFor } from '@/lib/server/invoices';

export const dynamic = 'force-dynamic';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The learner's card receipt as a PDF; staff may read any. Someone else's booking is not found. */
export async function GET(_request: Request, { params }: { params: Promise<{ bookingId: string }> }) {
  const { bookingId } = await params;
  const session = await getSession();
  if (!session) return new Response('Please sign in to download your receipt.', { status: 401 });
  if (!UUID.test(bookingId)) return new Response('Not found', { status: 404 });
  const file = await receiptPdfFor(session, bookingId);
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(Buffer.from(file.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
