import Link from 'next/link';

import type { SessionOutcomes } from '@/lib/server/outcomes';

import { AbsentPlace } from './absent-place';
import { AttendanceForm } from './attendance-form';
import { IssueCertificateForm } from './certificate-forms';

/**
 * The roll of a session: each confirmed learner marked present, late or absent (with the time), their outcome per
 * unit, a link to assess them, and their certificate. Screen only; the printed sign-in sheet stays above it.
 */
export function Roll({ outcomes }: { outcomes: SessionOutcomes }) {
  const { learners, units, slotId, moveTargets } = outcomes;
  if (learners.length === 0) return null;
  return (
    <section className="print-hidden grid gap-3" aria-labelledby="roll-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="roll-heading" className="text-xl font-semibold">
          Roll and results
        </h2>
        <a className="text-sm underline" href={`/staff/sessions/${slotId}/outcomes`} download>
          Download outcomes (CSV)
        </a>
      </div>
      {units.length === 0 ? (
        <p className="text-muted-foreground">
          This session&apos;s course is not in the catalogue, so it has no units to record results for.
        </p>
      ) : null}
      <ul className="grid gap-3" data-testid="roll">
        {learners.map((learner) => (
          <li
            key={learner.bookingId}
            className="grid gap-3 rounded-lg border p-4 md:grid-cols-[minmax(10rem,1fr)_auto_minmax(10rem,1fr)_minmax(10rem,1fr)]"
            data-testid={`roll-${learner.reference}`}
          >
            <h3 className="font-medium">
              {learner.name}
              <span className="text-muted-foreground block text-xs font-normal">{learner.reference}</span>
            </h3>
            <div className="grid gap-2">
              <AttendanceForm
                slotId={slotId}
                bookingId={learner.bookingId}
                name={learner.name}
                status={learner.attendance}
                markedAt={learner.markedAt}
                version={learner.attendanceVersion}
              />
              {learner.attendance === 'absent' && !learner.certificate ? (
                <AbsentPlace
                  slotId={slotId}
                  bookingId={learner.bookingId}
                  name={learner.name}
                  targets={moveTargets}
                />
              ) : null}
            </div>
            <div className="text-sm">
              <ul className="grid gap-1" aria-label={`Results of ${learner.name}`}>
                {learner.units.map((unit) => (
                  <li key={unit.unitCode}>{`${unit.unitCode}: ${unit.overall}`}</li>
                ))}
              </ul>
              {units.length > 0 ? (
                <Link
                  className="inline-flex min-h-11 items-center underline"
                  href={`/staff/sessions/${slotId}/learners/${learner.bookingId}`}
                >
                  {`Assess ${learner.name}`}
                </Link>
              ) : null}
            </div>
            <div className="text-sm">
              {learner.certificate ? (
                <Link
                  className="inline-flex min-h-11 items-center underline"
                  href={`/verify/${learner.certificate.number}`}
                >
                  {`Certificate ${learner.certificate.number}${learner.certificate.revoked ? ' (revoked)' : ''}`}
                </Link>
              ) : learner.units.length > 0 && learner.units.every((unit) => unit.overall === 'COMPETENT') ? (
                learner.usiReady ? (
                  <IssueCertificateForm slotId={slotId} bookingId={learner.bookingId} />
                ) : (
                  <p>Competent: verify the USI (or record an exemption) before the certificate.</p>
                )
              ) : (
                <p className="text-muted-foreground">No certificate yet</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
