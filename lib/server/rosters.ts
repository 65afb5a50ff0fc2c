import 'server-only';

import type { Session } from '@/lib/auth/types';
import { withUser } from '@/lib/db';
import { getSlot, type AvailabilitySlot } from '@/lib/server/slots';

/**
 * A session's roster for staff: the confirmed learners with phone, USI status and special requirements,
 * then who holds an offer and who waits. Read as the staff member under RLS: anyone else reads no learner.
 */

export type RosterLearner = {
  reference: string;
  name: string;
  email: string;
  phone: string;
  usiStatus: string;
  specialRequirements: string;
  status: 'confirmed' | 'offered' | 'waitlisted';
};

export type Roster = { slot: AvailabilitySlot; learners: RosterLearner[] };

type Row = {
  reference: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  usi: string | null;
  usi_exempt: boolean;
  requires_assistance: boolean;
  assistance_details: string | null;
  status: RosterLearner['status'];
};

/** The USI is never printed on a sheet passed round a room: its status only. */
function usiStatus(row: Row): string {
  if (row.usi_exempt) return 'Exempt';
  return row.usi ? `Given (ends ${row.usi.slice(-3)})` : 'Missing';
}

export async function loadRoster(session: Session, slotId: string): Promise<Roster | null> {
  const slot = await getSlot(slotId, session);
  if (!slot) return null;
  const rows = await withUser(session, (db) =>
    db.query<Row>(
      `select reference, first_name, last_name, email, phone, usi, usi_exempt, requires_assistance, assistance_details,
              status
         from public.booking_requests
        where slot_id = $1 and status in ('confirmed', 'offered', 'waitlisted')
        order by case status when 'confirmed' then 0 when 'offered' then 1 else 2 end,
                 case when status = 'waitlisted' then waitlist_position end, last_name, first_name`,
      [slotId],
    ),
  );
  return {
    slot,
    learners: rows.map((row) => ({
      reference: row.reference,
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      phone: row.phone,
      usiStatus: usiStatus(row),
      specialRequirements: row.requires_assistance
        ? (row.assistance_details ?? 'Yes (no details given)')
        : 'None',
      status: row.status,
    })),
  };
}

/** CSV (RFC 4180) of the roster; cells that a spreadsheet would run as a formula are prefixed with a quote. */
export function rosterCsv(roster: Roster): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [
    ['Reference', 'Name', 'Status', 'Phone', 'E-mail', 'USI', 'Special requirements'],
    ...roster.learners.map((learner) => [
      learner.reference,
      learner.name,
      learner.status,
      learner.phone,
      learner.email,
      learner.usiStatus,
      learner.specialRequirements,
    ]),
  ];
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
