import { connection } from 'next/server';

import { PageHeader } from '@/components/layout/page-header';
import { StaffPageDenied } from '@/components/staff/staff-page-denied';
import { AttemptsSection } from '@/components/staff/attempts-section';
import { BookingRequestCard } from '@/components/staff/booking-request-card';
import { EnquiryCard } from '@/components/staff/enquiry-card';
import { RequestSection } from '@/components/staff/request-section';
import { buttonVariants } from '@/components/ui/button';
import { site } from '@/content/site';
import { requireSession } from '@/lib/auth';
import { placesLeft, placesLeftLabel } from '@/lib/rules/capacity';
import { formatDateDMY } from '@/lib/rules/format';
import { isStaffRole } from '@/lib/rules/roles';
import { pageMetadata } from '@/lib/rules/seo';
import { todayIn } from '@/lib/rules/slot-format';
import { listAttemptsForStaff } from '@/lib/server/assessment-attempts';
import { listSlots, type AvailabilitySlot } from '@/lib/server/slots';
import { listBookingRequests, listEnquiries } from '@/lib/server/staff-inbox';

export const metadata = pageMetadata({
  title: 'Booking Requests and Enquiries',
  description: 'Staff list of booking requests and enquiries.',
  path: '/staff',
  noIndex: true,
});

function sessionLabel(slot: AvailabilitySlot): string {
  const left = placesLeft(slot.maxStudents, slot.currentBookings);
  return `${slot.courseName}: ${formatDateDMY(slot.date)} ${slot.startTime}, ${slot.location} (${
    left > 0 ? placesLeftLabel(left) : 'full: waitlist'
  })`;
}

type Props = { searchParams: Promise<{ bookings?: string | string[]; enquiries?: string | string[] }> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/** /staff with the two lists' cursors; a cursor left out is that list's newest page. */
function inboxAddress(cursors: { bookings: string | null; enquiries: string | null }): string {
  const query = new URLSearchParams();
  if (cursors.bookings) query.set('bookings', cursors.bookings);
  if (cursors.enquiries) query.set('enquiries', cursors.enquiries);
  const text = query.toString();
  return text ? `/staff?${text}` : '/staff';
}

/**
 * Stored booking requests and enquiries, newest first, a page of each at a time, for admins and collaborators (RLS
 * lets nobody else read them).
 */
export default async function StaffPage({ searchParams }: Props) {
  await connection();
  const cursors = await searchParams;
  const session = await requireSession('/staff');

  if (!isStaffRole(session.role)) {
    return (
      <StaffPageDenied title="Booking Requests and Enquiries">
        <a href="/" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          Back to Home
        </a>
      </StaffPageDenied>
    );
  }

  const bookingsCursor = one(cursors.bookings);
  const enquiriesCursor = one(cursors.enquiries);
  const bookings = await listBookingRequests(session, bookingsCursor);
  const enquiries = await listEnquiries(session, enquiriesCursor);
  const attempts = await listAttemptsForStaff(session);
  const upcoming = await listSlots('all', { from: todayIn(site.timeZone), session });
  const sessions = upcoming.map((slot) => ({ id: slot.id, label: sessionLabel(slot) }));
  const sessionNames = new Map(sessions.map((option) => [option.id, option.label]));

  return (
    <>
      <PageHeader
        title="Booking Requests and Enquiries"
        lead="Newest first. Switch on Handled once a request has been answered."
      >
        <a href="/calendar" className={buttonVariants({ variant: 'brand' })}>
          Manage Calendar
        </a>
        <a
          href="/staff/certificates"
          className={buttonVariants({ variant: 'outline', className: 'text-foreground' })}
        >
          Certificates
        </a>
        <a
          href="/staff/employers"
          className={buttonVariants({ variant: 'outline', className: 'text-foreground' })}
        >
          Employers
        </a>
        <a
          href="/staff/avetmiss"
          className={buttonVariants({ variant: 'outline', className: 'text-foreground' })}
        >
          AVETMISS data
        </a>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 sm:py-10 xl:grid-cols-2">
        <RequestSection
          id="booking-requests"
          title="Booking requests"
          items={bookings.items}
          open={bookings.open}
          newer={bookingsCursor ? inboxAddress({ bookings: null, enquiries: enquiriesCursor }) : null}
          older={
            bookings.older ? inboxAddress({ bookings: bookings.older, enquiries: enquiriesCursor }) : null
          }
          empty="No booking requests yet."
          render={(item) => (
            <BookingRequestCard item={item} sessions={sessions} sessionNames={sessionNames} />
          )}
        />
        <RequestSection
          id="enquiries"
          title="Enquiries"
          items={enquiries.items}
          open={enquiries.open}
          newer={enquiriesCursor ? inboxAddress({ bookings: bookingsCursor, enquiries: null }) : null}
          older={
            enquiries.older ? inboxAddress({ bookings: bookingsCursor, enquiries: enquiries.older }) : null
          }
          empty="No enquiries yet."
          render={(item) => <EnquiryCard item={item} />}
        />
        <AttemptsSection groups={attempts} />
      </div>
    </>
  );
}
