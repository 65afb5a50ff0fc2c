import { getSession } from '@/lib/auth';
import { certificatePdfName } from '@/lib/files/certificate-pdf';
import { certificatePdfFor, readableCertificate } from '@/lib/server/certificates';
import { privateDownload } from '@/lib/server/private-download';

/**
 * A certificate's PDF for its learner or staff (RLS decides who reads the row; anyone else gets the same 404 as for
 * an unknown id). A revoked certificate has no PDF.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const session = await getSession();
  if (!session) return new Response('Please sign in to continue.\n', { status: 401 });
  const { id } = await params;
  const certificate = await readableCertificate(session, id);
  if (!certificate || certificate.revokedOn)
    return new Response('This certificate does not exist or has been revoked.\n', { status: 404 });
  const pdf = await certificatePdfFor(certificate);
  return privateDownload(pdf, 'application/pdf', certificatePdfName(certificate.number));
}
