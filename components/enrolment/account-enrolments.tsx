import Link from 'next/link';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Session } from '@/lib/auth/types';
import { enrolmentStateLabels } from '@/lib/rules/enrolment-record';
import { formatDateDMY } from '@/lib/rules/format';
import { listLearnerEnrolments } from '@/lib/server/enrolment-records';

/** The learner's bookings on their account page, each with its enrolment form and readiness. */
export async function AccountEnrolments({ session }: { session: Session }) {
  // The rest of the account page stays usable when this list cannot be read.
  const bookings = await listLearnerEnrolments(session).catch((error: unknown) => {
    console.error('Error loading enrolments', { message: (error as Error)?.message });
    return [];
  });
  if (bookings.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg font-bold">Enrolment and readiness</h2>
        </CardTitle>
        <CardDescription>The enrolment form and what to finish before each course.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm">
          {bookings.map((booking) => (
            <li key={booking.id} className="rounded border p-3">
              <p className="font-medium">
                {booking.course}
                {booking.sessionDate ? `, ${formatDateDMY(booking.sessionDate)}` : ''}{' '}
                <span className="text-muted-foreground">({booking.reference})</span>
              </p>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                <Link href={`/account/bookings/${booking.id}/enrolment`} className="text-primary underline">
                  Enrolment form: {enrolmentStateLabels[booking.enrolment]}
                </Link>
                <Link href={`/account/bookings/${booking.id}/readiness`} className="text-primary underline">
                  Ready for the day
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
