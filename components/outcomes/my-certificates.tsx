import Link from 'next/link';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateDMY } from '@/lib/rules/format';
import { resultLabel } from '@/lib/rules/outcomes';
import type { Certificate } from '@/lib/server/certificates';
import type { LearnerResult } from '@/lib/server/outcomes';

/** The learner's own certificates (download, check online) and results per unit, on /account. */
export function MyCertificates({
  certificates,
  results,
}: {
  certificates: readonly Certificate[];
  results: readonly LearnerResult[];
}) {
  if (certificates.length === 0 && results.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg font-bold">Certificates and Results</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {certificates.length > 0 ? (
          <ul className="grid gap-3" aria-label="Your certificates">
            {certificates.map((certificate) => (
              <li key={certificate.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                <p className="font-semibold">{certificate.courseName}</p>
                <p>{`Certificate ${certificate.number} · issued ${formatDateDMY(certificate.issuedOn)}${
                  certificate.expiresOn ? ` · expires ${formatDateDMY(certificate.expiresOn)}` : ''
                }${certificate.revokedOn ? ' · revoked' : ''}`}</p>
                <div className="flex flex-wrap gap-4">
                  {certificate.revokedOn ? null : (
                    <a
                      className="inline-flex min-h-11 items-center underline"
                      href={`/account/certificates/${certificate.id}`}
                      download
                    >
                      {`Download certificate ${certificate.number} (PDF)`}
                    </a>
                  )}
                  <Link
                    className="inline-flex min-h-11 items-center underline"
                    href={`/verify/${certificate.number}`}
                  >
                    Check it online
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {results.map((result) => (
          <div key={result.bookingId} className="grid gap-1 text-sm">
            <p className="font-semibold">{`${result.course}${result.sessionDate ? `, ${formatDateDMY(result.sessionDate)}` : ''}`}</p>
            <ul className="grid gap-1">
              {result.units.map((unit) => (
                <li
                  key={unit.code}
                >{`${unit.code} ${unit.title}: theory ${resultLabel(unit.theory)}, practical ${resultLabel(unit.practical)}, outcome ${unit.overall}`}</li>
              ))}
            </ul>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
