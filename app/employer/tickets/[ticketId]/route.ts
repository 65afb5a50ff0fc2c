import { getSession } from '@/lib/auth';
import { recordedTicketFile } from '@/lib/server/employers';

/** The copy of a ticket recorded from elsewhere: the employer's managers and staff only, never cached. */
export async function GET(_request: Request, { params }: { params: Promise<{ ticketId: string }> }) {
  const session = await getSession();
  if (!session) return new Response('Please sign in to continue.\n', { status: 401 });
  const { ticketId } = await params;
  const file = await recordedTicketFile(session, ticketId);
  if (!file) return new Response('This file was not found.\n', { status: 404 });
  return new Response(Buffer.from(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="ticket.${file.contentType === 'application/pdf' ? 'pdf' : file.contentType === 'image/png' ? 'png' : 'jpg'}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
