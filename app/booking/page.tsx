import { BookingForm } from '@/components/booking/booking-form';
import { BookingHelp } from '@/components/booking/booking-help';
import { BookingSummary } from '@/components/booking/booking-summary';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  bookableCourseNames,
  bookablePackageNames,
  bookingPrefill,
  sessionParam,
} from '@/lib/rules/booking-prefill';
import { pageAddress } from '@/lib/rules/page-address';
import { pageMetadata } from '@/lib/rules/seo';
import { getPriceBook } from '@/lib/server/price-overrides';
import { todayIn } from '@/lib/rules/slot-format';
import { site } from '@/content/site';
import { capacityBadge } from '@/lib/rules/capacity';
import { getSlot } from '@/lib/server/slots';

/** The session picked on the calendar; null when there is none or the database cannot say (the form still works). */
async function pickedSession(sessionId: string | undefined) {
  if (!sessionId) return null;
  try {
    return await getSlot(sessionId);
  } catch {
    return null;
  }
}

export const metadata = pageMetadata({
  title: 'Book Your Training',
  description:
    'Send a booking request for white card, first aid, heights, confined spaces, machinery and mining courses in NSW and QLD. We confirm your place by e-mail or phone.',
  path: '/booking',
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function BookingPage({ searchParams }: Props) {
  const params = await searchParams;
  const session = await pickedSession(sessionParam(params));
  // A session's own course name (staff may name one freely) is shown only for the session the link names.
  const prefill = bookingPrefill(params, await getPriceBook(), { sessionCourse: session?.courseName });
  const sessionFull = session
    ? capacityBadge(session.maxStudents, session.currentBookings) === 'Full'
    : false;

  return (
    <>
      <PageHeader
        title="Book Your Training"
        lead="Tell us who is training and which course suits you. We keep your request and your coordinator confirms your place."
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="gap-6">
          <CardHeader>
            <CardTitle asChild>
              <h2 className="text-2xl">Course Booking Form</h2>
            </CardTitle>
            <CardDescription>Fields marked * are required.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            {prefill.summary ? <BookingSummary summary={prefill.summary} /> : null}
            <BookingForm
              prefill={prefill}
              courseNames={bookableCourseNames}
              packageNames={bookablePackageNames}
              today={todayIn(site.timeZone)}
              sessionFull={sessionFull}
              permalink={pageAddress('/booking', params)}
            />
          </CardContent>
        </Card>
        <aside className="grid content-start gap-6">
          <BookingHelp />
        </aside>
      </div>
    </>
  );
}
