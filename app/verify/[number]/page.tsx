import { notFound } from 'next/navigation';
import { connection } from 'next/server';

import { rtoNotice } from '@/content/site';
import { formatDateLong } from '@/lib/rules/format';
import { canonicalCertificateNumber, type CertificateStatus } from '@/lib/rules/certificates';
import { pageMetadata } from '@/lib/rules/seo';
import { verifyCertificate } from '@/lib/server/certificates';
import { clientIp, rateLimit } from '@/lib/server/rate-limit';

export const metadata = pageMetadata({
  title: 'Check a Certificate',
  description: 'Whether a certificate is current, expired or revoked.',
  path: '/verify',
  noIndex: true,
});

type Props = { params: Promise<{ number: string }> };

const statusStyle: Record<CertificateStatus, string> = {
  CURRENT: 'bg-green-700 text-white',
  EXPIRED: 'bg-amber-300 text-black',
  REVOKED: 'bg-red-700 text-white',
};

/**
 * What the certificate's QR code opens, for anyone at the gate: the name, the units, the dates and one word read at
 * arm's length. Nothing else about the learner. Unknown, forged and truncated numbers are not found; checks are
 * rate limited per client, and numbers are random, so guessing finds nothing.
 */
export default async function VerifyPage({ params }: Props) {
  await connection();
  const { number: raw } = await params;
  const limited = await rateLimit('certificate-verify', { ip: await clientIp() });
  if (!limited.ok) {
    return (
      <div className="mx-auto grid max-w-xl gap-4 px-4 py-12" role="alert">
        <h1 className="text-2xl font-bold">Too many checks</h1>
        <p>{limited.message}</p>
      </div>
    );
  }
  const number = canonicalCertificateNumber(decodeURIComponent(raw));
  const check = number ? await verifyCertificate(number) : null;
  if (!check) notFound();
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-8">
      <h1 className="sr-only">Certificate check</h1>
      <p
        className={`rounded-xl px-4 py-8 text-center text-6xl font-extrabold tracking-wide ${statusStyle[check.status]}`}
        data-testid="certificate-status"
      >
        {check.status}
      </p>
      <dl className="grid gap-3 text-lg">
        <div>
          <dt className="text-muted-foreground text-sm">Name</dt>
          <dd className="text-2xl font-bold break-words" dir="auto">
            {check.learnerName}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">Units</dt>
          <dd>
            <ul className="grid gap-1">
              {check.units.map((unit) => (
                <li key={unit.code}>
                  <span className="font-semibold">{unit.code}</span> {unit.title}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">Issued</dt>
          <dd>{formatDateLong(check.issuedOn)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">Expires</dt>
          <dd>{check.expiresOn ? formatDateLong(check.expiresOn) : 'No expiry'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">Certificate number</dt>
          <dd className="font-mono">{check.number}</dd>
        </div>
      </dl>
      <p className="text-muted-foreground text-sm">{rtoNotice()}</p>
    </div>
  );
}
