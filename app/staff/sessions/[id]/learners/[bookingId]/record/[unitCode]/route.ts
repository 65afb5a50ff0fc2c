import { assessorRecordPdfFor } from '@/lib/server/outcomes';
import { isUuid } from '@/lib/rules/uuid';
import { privateDownload, staffRequester } from '@/lib/server/private-download';

const UNIT = /^[A-Z0-9]{4,20}$/;

/** The assessor's record of one learner in one unit as a PDF download, for staff only. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ id: string; bookingId: string; unitCode: string }> },
) {
  const session = await staffRequester();
  if (session instanceof Response) return session;
  const { id, bookingId, unitCode } = await params;
  const record =
    isUuid(id) && isUuid(bookingId) && UNIT.test(unitCode)
      ? await assessorRecordPdfFor(session, id, bookingId, unitCode)
      : null;
  if (!record) return new Response('No such record.\n', { status: 404 });
  return privateDownload(record.bytes, 'application/pdf', record.filename);
}
