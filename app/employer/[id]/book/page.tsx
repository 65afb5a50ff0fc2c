import { connection } from 'next/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import {
  bookGroupFormAction,
  holdPlacesFormAction,
  onSiteRequestFormAction,
  releaseHoldFormAction,
} from '@/app/employer/[id]/book/actions';
import { GroupBookingForm } from '@/components/employers/group-booking-form';
import { PageHeader } from '@/components/layout/page-header';
import { PayForm } from '@/components/pay/pay-form';
import { buttonVariants } from '@/components/ui/button-variants';
import { SectionCard } from '@/components/layout/section-card';
import { Card, CardContent } from '@/components/ui/card';
import {
  GROUP_DISCOUNT_MIN_PEOPLE,
  GROUP_DISCOUNT_PERCENT,
  ON_SITE_MIN_PEOPLE,
} from '@/content/marketing-packages';
import { locations } from '@/content/locations';
import { site } from '@/content/site';
import { requireSession } from '@/lib/auth';
import { formatDateDMY, formatDateLong } from '@/lib/rules/format';
import { formatCents } from '@/lib/rules/payments';
import { pageMetadata } from '@/lib/rules/seo';
import { groupBookingPage, type BookableSession } from '@/lib/server/employer-bookings';

import { cn } from '@/lib/utils';
import { isUuid } from '@/lib/rules/uuid';

export const metadata = pageMetadata({
  title: 'Book the Gaps',
  description:
    'Book workers of your crew into a session on one invoice, hold places, or ask for on-site training.',
  path: '/employer',
  noIndex: true,
});

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{
    unit?: string | string[];
    location?: string | string[];
    released?: string | string[];
  }>;
};

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);
const sessionLabel = (session: BookableSession) =>
  `${session.courseName}, ${session.location}, ${formatDateLong(session.date)}, ${session.time}`;
const selectClass = 'border-input bg-background h-11 w-full min-w-0 rounded-md border px-3 text-base';

/** Book the gaps: the crew's workers into a session on one invoice; holds; on-site requests. */
export default async function BookTheGapsPage({ params, searchParams }: Props) {
  await connection();
  const { id } = await params;
  const filter = await searchParams;
  const session = await requireSession(isUuid(id) ? `/employer/${id}/book` : '/employer');
  const page = await groupBookingPage(session, id, {
    unit: one(filter.unit),
    location: one(filter.location),
  });
  if (!page) notFound();
  const { employer, columns, unitCode, location } = page;
  if (employer.status !== 'approved') notFound();
  const ticket = columns.find((column) => column.unitCode === unitCode);
  const holdTime = new Intl.DateTimeFormat('en-AU', {
    timeZone: site.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <>
      <PageHeader
        title="Book the Gaps"
        lead={`${employer.company}: book workers into a session on one invoice with your purchase-order number. Groups of ${GROUP_DISCOUNT_MIN_PEOPLE} or more get ${GROUP_DISCOUNT_PERCENT}% off each place.`}
      />
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-8">
        <p className="flex flex-wrap gap-4">
          <Link href={`/employer/${employer.id}/matrix`} className="underline">
            Ticket matrix
          </Link>
          <Link href={`/employer/${employer.id}`} className="underline">
            Back to the crew
          </Link>
        </p>
        <SectionCard title="1. Which ticket, where">
          <form
            method="get"
            aria-label="Choose the ticket and location"
            className="grid gap-3 sm:grid-cols-3 sm:items-end"
          >
            <div className="grid gap-1.5">
              <label htmlFor="book-unit" className="text-sm font-medium">
                Ticket
              </label>
              <select id="book-unit" name="unit" defaultValue={unitCode ?? ''} className={selectClass}>
                <option value="">Any ticket</option>
                {columns.map((column) => (
                  <option key={column.unitCode} value={column.unitCode}>
                    {column.label} ({column.unitCode})
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <label htmlFor="book-location" className="text-sm font-medium">
                Location
              </label>
              <select
                id="book-location"
                name="location"
                defaultValue={location ?? ''}
                className={selectClass}
              >
                <option value="">Any location</option>
                {locations.map((place) => (
                  <option key={place.slug} value={place.name}>
                    {place.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <button type="submit" className={cn(buttonVariants({ variant: 'outline' }))}>
                Show sessions
              </button>
            </div>
          </form>
        </SectionCard>

        <SectionCard title="2. Book workers">
          <p className="text-muted-foreground text-sm">
            {ticket
              ? `Workers whose ${ticket.label} ticket is missing, expired or expiring are ticked.`
              : 'Choose a ticket above to see who needs it.'}{' '}
            Nothing is booked unless every worker ticked has a place.
          </p>
          <GroupBookingForm
            action={bookGroupFormAction}
            employerId={employer.id}
            workers={page.crew}
            accountsEmail={employer.contactEmail}
            anySession={
              ticket && location
                ? {
                    unitCode: ticket.unitCode,
                    location,
                    label: `The first session of ${ticket.label} at ${location} with places for everyone ticked`,
                  }
                : null
            }
            sessions={page.sessions.map((item) => ({
              id: item.id,
              label: sessionLabel(item),
              placesLeft: item.placesLeft,
              heldByUs: item.heldByUs,
              placeCents: item.placeCents,
            }))}
          />
        </SectionCard>

        <SectionCard title="Priority booking: hold places">
          <p className="text-muted-foreground text-sm">
            Hold places in a session for {page.holdHours} hours while you choose who goes. Held places count
            as taken for everyone else; booking into the session uses them first. More places held in the same
            session join the first hold and end when it ends.
          </p>
          {page.sessions.some((item) => item.placesLeft > item.heldByUs) ? (
            <PayForm
              action={holdPlacesFormAction}
              label="Hold places"
              submit="Hold places"
              busy="Holding…"
              variant="outline"
              id="hold-places"
              hidden={{ employerId: employer.id }}
              fields={[
                {
                  name: 'slotId',
                  label: 'Session',
                  type: 'select',
                  options: page.sessions
                    .filter((item) => item.placesLeft > item.heldByUs)
                    .map((item) => ({
                      value: item.id,
                      label: `${sessionLabel(item)} (${item.placesLeft - item.heldByUs} free)`,
                    })),
                },
                {
                  name: 'places',
                  label: 'Places',
                  type: 'number',
                  inputMode: 'numeric',
                  defaultValue: '1',
                  required: true,
                },
              ]}
            />
          ) : (
            <p>No session shown has a free place to hold.</p>
          )}
          {filter.released === '1' ? (
            <p role="status" className="rounded-lg border bg-green-50 p-4 text-sm text-green-900">
              The held places are released.
            </p>
          ) : null}
          {page.holds.length > 0 ? (
            <ul className="grid gap-3" aria-label="Places you hold">
              {page.holds.map((hold) => (
                <li key={hold.id} className="grid gap-2 rounded-md border p-3" data-testid="place-hold">
                  <p>
                    {hold.places} place{hold.places === 1 ? '' : 's'}: {hold.courseName}, {hold.location},{' '}
                    {formatDateLong(hold.date)}. Held until {holdTime.format(new Date(hold.expiresAt))}.
                  </p>
                  <PayForm
                    action={releaseHoldFormAction}
                    label={`Release the places held in ${hold.courseName} on ${formatDateDMY(hold.date)}`}
                    submit="Release"
                    busy="Releasing…"
                    variant="outline"
                    hidden={{
                      employerId: employer.id,
                      holdId: hold.id,
                      ...(unitCode ? { unit: unitCode } : {}),
                      ...(location ? { location } : {}),
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </SectionCard>

        <SectionCard title={<>On-site training for {ON_SITE_MIN_PEOPLE} or more</>}>
          <p className="text-muted-foreground text-sm">
            For a group of {ON_SITE_MIN_PEOPLE} or more we can train at your site. Your request goes to{' '}
            {employer.accountManager?.name ?? 'your account manager'}, who replies with dates and a quote.
          </p>
          <PayForm
            action={onSiteRequestFormAction}
            label="Ask for on-site training"
            submit="Send request"
            busy="Sending…"
            variant="outline"
            id="on-site"
            hidden={{ employerId: employer.id }}
            fields={[
              {
                name: 'unitCode',
                label: 'Ticket',
                type: 'select',
                defaultValue: unitCode ?? undefined,
                options: columns.map((column) => ({ value: column.unitCode, label: column.label })),
              },
              {
                name: 'workers',
                label: 'Number of workers',
                type: 'number',
                inputMode: 'numeric',
                required: true,
              },
              {
                name: 'site',
                label: 'Site',
                type: 'select',
                options: employer.sites.map((name) => ({ value: name, label: name })),
              },
              { name: 'preferredDates', label: 'Preferred dates', maxLength: 200 },
              { name: 'notes', label: 'Notes', maxLength: 2000 },
            ]}
          />
        </SectionCard>

        {page.bookings.length > 0 ? (
          <Card>
            <CardContent className="grid gap-3 pt-6">
              <h2 className="text-lg font-bold">Group bookings</h2>
              <div
                className="overflow-x-auto"
                tabIndex={0}
                role="region"
                aria-label="Group bookings, scrolls sideways"
              >
                <table className="w-full border-collapse text-left text-sm">
                  <thead>
                    <tr>
                      <th scope="col" className="border-b p-2">
                        Session
                      </th>
                      <th scope="col" className="border-b p-2">
                        Places
                      </th>
                      <th scope="col" className="border-b p-2">
                        PO
                      </th>
                      <th scope="col" className="border-b p-2">
                        Total
                      </th>
                      <th scope="col" className="border-b p-2">
                        Invoice
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.bookings.map((booking) => (
                      <tr key={booking.id} data-testid="group-booking-row">
                        <td className="border-b p-2">
                          {booking.courseName
                            ? `${booking.courseName}, ${booking.location}, ${formatDateDMY(booking.date as string)}`
                            : 'Session removed'}
                        </td>
                        <td className="border-b p-2">{booking.places}</td>
                        <td className="border-b p-2">{booking.purchaseOrder}</td>
                        <td className="border-b p-2">{formatCents(booking.totalCents)}</td>
                        <td className="border-b p-2">{booking.invoiceNumber ?? ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </CardContent>
          </Card>
        ) : null}
      </div>
    </>
  );
}
