import { getSession } from '@/lib/auth';
import { recordedTicketFile } from '@/lib/server/employers';
import { privateDownload } from '@/lib/server/private-download';

/** The copy of a ticket recorded from elsewhere: the employer's managers and staff only, never cached. */
export async function GET(_request: Request, { params }: { params: Promise<{ ticketId: string }> }) {
  const session = await getSession();
  if (!session) return new Response('Please sign in to continue.\n', { status: 401 });
  const { ticketId } = await params;
  const file = await recordedTicketFile(session, ticketId);
  if (!file) return new Response('This file was not found.\n', { status: 404 });
  const extension =
    file.contentType === 'application/pdf' ? 'pdf' : file.contentType === 'image/png' ? 'png' : 'jpg';
  return privateDownload(file.bytes, file.contentType, `ticket.${extension}`);
}
