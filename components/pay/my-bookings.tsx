import { cancelMyBookingFormAction } from '@/app/account/actions';
import { PayForm } from '@/components/pay/pay-form';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { enrolmentStateLabels } from '@/lib/rules/enrolment-record';
import { formatDateDMY } from '@/lib/rules/format';
import { formatCents, paymentStatusLabels } from '@/lib/rules/payments';
import { formatTimeRange } from '@/lib/rules/slot-format';
import type { MyBooking } from '@/lib/server/payments';

const statusLabels: Record<string, string> = {
  pending: 'Not paid yet',
  waitlisted: 'Waitlisted',
  offered: 'Place offered',
  held: 'Payment in progress',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  declined: 'Declined',
};

const requestStatusLabels: Record<string, string> = { pending: 'Request received' };

function BookingItem({ booking }: { booking: MyBooking }) {
  const paid = booking.channel === 'book-and-pay';
  const cancellable =
    paid && booking.upcoming && (booking.status === 'confirmed' || booking.status === 'pending');
  const active = booking.upcoming && booking.status !== 'cancelled' && booking.status !== 'declined';
  const status =
    (!paid && requestStatusLabels[booking.status]) || statusLabels[booking.status] || booking.status;
  return (
    <li className="grid gap-2 py-4 text-sm" data-testid="my-booking">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{booking.courseName}</p>
        <Badge variant={booking.status === 'confirmed' ? 'success' : 'secondary'}>{status}</Badge>
      </div>
      <p className="text-muted-foreground">
        {booking.date && booking.startTime && booking.endTime
          ? `${formatDateDMY(booking.date)} · ${formatTimeRange(booking.startTime, booking.endTime)} · ${booking.location} · `
          : 'Date to be arranged · '}
        Reference {booking.reference}
      </p>
      {paid ? (
        <p>
          Payment: <strong>{paymentStatusLabels[booking.paymentStatus]}</strong>
          {booking.amountCents !== null ? ` · ${formatCents(booking.amountCents)} (GST included)` : null}
          {booking.refundedCents > 0 ? ` · ${formatCents(booking.refundedCents)} refunded` : null}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {paid && booking.status === 'pending' && booking.upcoming && booking.paymentStatus === 'unpaid' ? (
          <a className="text-primary font-medium underline" href={`/book/pay/${booking.id}`}>
            Pay now
          </a>
        ) : null}
        {active ? (
          <>
            <a
              className="text-primary font-medium underline"
              href={`/account/bookings/${booking.id}/enrolment`}
            >
              Enrolment form: {enrolmentStateLabels[booking.enrolment]}
            </a>
            <a
              className="text-primary font-medium underline"
              href={`/account/bookings/${booking.id}/readiness`}
            >
              Ready for the day
            </a>
          </>
        ) : null}
        {booking.hasReceipt ? (
          <a
            className="text-primary font-medium underline"
            href={`/account/bookings/${booking.id}/receipt`}
            download
          >
            Download receipt (PDF)
          </a>
        ) : null}
        {booking.invoiceIds.map((document) => (
          <a
            key={document.id}
            className="text-primary font-medium underline"
            href={`/account/documents/${document.id}`}
            download
          >
            {document.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} {document.number} (PDF)
          </a>
        ))}
      </div>
      {cancellable ? (
        <PayForm
          id={`cancel-${booking.id}`}
          label={`Cancel booking ${booking.reference}`}
          action={cancelMyBookingFormAction}
          submit="Cancel this booking"
          busy="Cancelling..."
          variant="outline"
          hidden={{ bookingId: booking.id }}
        />
      ) : null}
    </li>
  );
}

/**
 * The learner's bookings on /account, each once: its payment, receipts and invoices, its enrolment form and what to
 * finish before the day. Upcoming first, then past.
 */
export function MyBookings({ bookings }: { bookings: MyBooking[] | null }) {
  const upcoming = (bookings ?? []).filter((booking) => booking.upcoming).reverse();
  const past = (bookings ?? []).filter((booking) => !booking.upcoming);
  return (
    <Card id="bookings">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg font-bold">My bookings</h2>
        </CardTitle>
        <CardDescription>
          Payment, receipts and invoices, the enrolment form and what to finish before each course. Refunds
          follow our{' '}
          <a href="/fees-and-policies" className="underline">
            fees and policies
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        {bookings === null ? (
          <p className="text-muted-foreground text-sm">
            Your bookings could not be loaded. Please try again later.
          </p>
        ) : bookings.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No bookings yet. Choose a session on the{' '}
            <a href="/calendar" className="text-primary font-medium underline">
              calendar
            </a>{' '}
            and press Book and pay.
          </p>
        ) : (
          <>
            <h3 className="font-semibold">Upcoming</h3>
            {upcoming.length === 0 ? <p className="text-muted-foreground text-sm">None.</p> : null}
            <ul className="divide-y">
              {upcoming.map((booking) => (
                <BookingItem key={booking.id} booking={booking} />
              ))}
            </ul>
            {past.length > 0 ? (
              <>
                <h3 className="mt-4 font-semibold">Past</h3>
                <ul className="divide-y">
                  {past.map((booking) => (
                    <BookingItem key={booking.id} booking={booking} />
                  ))}
                </ul>
              </>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
