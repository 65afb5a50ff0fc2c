import Link from 'next/link';

import type { Session } from '@/lib/auth/types';
import { enrolmentStateLabels } from '@/lib/rules/enrolment-record';
import { rosterReadiness } from '@/lib/server/readiness';

import { StaffTable } from './staff-table';

/**
 * Each learner's enrolment form and readiness on a session's roster, with "support needed" and medical answers
 * flagged, linking to the learner's enrolment record. Its own component: the roster page only places it.
 */
export async function RosterReadiness({ session, slotId }: { session: Session; slotId: string }) {
  const rows = await rosterReadiness(session, slotId);
  if (!rows || rows.length === 0) return null;
  return (
    <section className="print-hidden grid gap-2" aria-labelledby="readiness-heading">
      <h3 id="readiness-heading" className="text-lg font-semibold">
        Enrolment and readiness
      </h3>
      <StaffTable
        label="Enrolment and readiness"
        testId="roster-readiness"
        columns={['Learner', 'Enrolment form', 'Ready for the day', 'Flags']}
        className="border-collapse text-sm"
        headRowClassName="border-b text-left"
        headCellClassName="py-2 pr-3"
      >
        {rows.map((row) => {
          const flags = [
            row.readiness?.supportNeeded ? 'Support needed' : null,
            row.readiness?.medicalFlagged ? 'Medical answers to read' : null,
          ].filter(Boolean);
          return (
            <tr key={row.bookingId} className="border-b align-top">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                <Link href={`/staff/enrolments/${row.bookingId}`} className="text-primary underline">
                  {row.name}
                </Link>
                <span className="text-muted-foreground block text-xs font-normal">{row.reference}</span>
              </th>
              <td className="py-2 pr-3">
                {enrolmentStateLabels[row.enrolment]}
                {row.usiVerified ? ' · USI verified' : ''}
              </td>
              <td className="py-2 pr-3">
                {!row.readiness
                  ? 'No learner account'
                  : row.readiness.ready
                    ? 'Ready'
                    : `Missing: ${row.readiness.missing.map((item) => item.label).join('; ')}`}
              </td>
              <td className="py-2 pr-3 font-medium text-amber-800">
                {flags.length ? flags.join(', ') : '—'}
              </td>
            </tr>
          );
        })}
      </StaffTable>
    </section>
  );
}
