'use client';

import { useId, useState } from 'react';
import dynamic from 'next/dynamic';
import { CalendarDaysIcon, ListIcon, MessageSquareIcon, SlidersHorizontalIcon } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { TableHead } from '@/components/ui/table';
import { bookingHref, contactHref } from '@/lib/rules/course-links';
import { ALL_LOCATIONS, locationFilterOptions, locationForFilter } from '@/lib/rules/location-filter';
import type { PricingPanelData } from '@/lib/rules/pricing-panel';
import { cn } from '@/lib/utils';

import { BookNowCell, PriceTable } from './price-table';

// Both load only when first opened: the list view needs neither.
const PricingPanel = dynamic(() => import('./pricing-panel').then((module) => module.PricingPanel), {
  loading: () => <Loading text="Loading prices..." />,
});
const UpcomingSessions = dynamic(
  () => import('./upcoming-sessions').then((module) => module.UpcomingSessions),
  {
    loading: () => <Loading text="Loading upcoming sessions..." />,
  },
);

function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="text-muted-foreground py-8 text-center">
      {text}
    </p>
  );
}

/** A price list row; the price is formatted on the server (whole dollars). */
export type PriceRow = { id: string; name: string; price: string };

type View = 'list' | 'calendar';

/** The price list with its view toggle, location filter, pricing panel and enquiry button. */
export function PriceList({ rows, pricing }: { rows: readonly PriceRow[]; pricing: PricingPanelData }) {
  const [view, setView] = useState<View>('list');
  const [filter, setFilter] = useState<string>(ALL_LOCATIONS);
  const [pricingOpen, setPricingOpen] = useState(false);
  const [courseOfInterest, setCourseOfInterest] = useState('');
  const filterId = useId();
  const interestId = useId();
  const panelId = 'pricing-panel';
  const location = locationForFilter(filter);

  return (
    <div className="space-y-6">
      <div className="print-hidden bg-muted flex flex-col gap-4 rounded-xl border p-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <div
          role="group"
          aria-label="View"
          className="border-input bg-background inline-flex w-fit rounded-md border p-1"
        >
          {(
            [
              { value: 'list', label: 'List', Icon: ListIcon },
              { value: 'calendar', label: 'Calendar', Icon: CalendarDaysIcon },
            ] as const
          ).map(({ value, label, Icon }) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              onClick={() => setView(value)}
              className={cn(
                'focus-visible:ring-ring inline-flex h-9 min-w-24 cursor-pointer items-center justify-center gap-2 rounded px-3 text-sm font-medium outline-hidden focus-visible:ring-2',
                view === value ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-accent',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </button>
          ))}
        </div>

        <div className="flex flex-col gap-1.5 sm:min-w-60">
          <Label htmlFor={filterId}>Location</Label>
          <NativeSelect id={filterId} value={filter} onChange={(event) => setFilter(event.target.value)}>
            {locationFilterOptions.map((option) => (
              <NativeSelectOption key={option.value} value={option.value}>
                {option.label}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>

        <Button
          type="button"
          variant="outline"
          aria-expanded={pricingOpen}
          aria-controls={pricingOpen ? panelId : undefined}
          onClick={() => setPricingOpen((open) => !open)}
        >
          <SlidersHorizontalIcon aria-hidden="true" />
          Manage Pricing
        </Button>
      </div>

      {pricingOpen ? <PricingPanel id={panelId} data={pricing} /> : null}

      {view === 'list' ? (
        <div>
          <p className="text-muted-foreground mb-3 text-sm" aria-live="polite">
            {location
              ? `All ${rows.length} courses run at ${location.label}. Prices are the same at every location.`
              : `${rows.length} courses, offered at all five locations. Prices are the same at every location.`}
          </p>
          <div>
            <PriceTable
              data-testid="price-list"
              caption="Course prices in Australian dollars, GST included"
              heads={
                <>
                  <TableHead scope="col">Course</TableHead>
                  <TableHead scope="col" className="text-right">
                    Price (AUD)
                  </TableHead>
                </>
              }
            >
              {rows.map((row) => (
                <tr key={row.id}>
                  {/* "Processes/Procedures" has no break: unbroken, it pushed BOOK NOW out of a 375 px screen. */}
                  <td className="font-medium wrap-anywhere">{row.name}</td>
                  <td className="text-right font-semibold whitespace-nowrap tabular-nums">{row.price}</td>
                  <BookNowCell
                    href={bookingHref({ course: row.name, location: location?.slug })}
                    course={row.name}
                    text="BOOK NOW"
                  />
                </tr>
              ))}
            </PriceTable>
          </div>
        </div>
      ) : (
        <UpcomingSessions filter={filter} />
      )}

      <div className="print-hidden border-brand/30 bg-accent flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5 sm:min-w-80">
          <Label htmlFor={interestId}>Course you are interested in (optional)</Label>
          <NativeSelect
            id={interestId}
            value={courseOfInterest}
            onChange={(event) => setCourseOfInterest(event.target.value)}
          >
            <NativeSelectOption value="">Not sure yet</NativeSelectOption>
            {rows.map((row) => (
              <NativeSelectOption key={row.id} value={row.name}>
                {row.name}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <a
          href={contactHref(courseOfInterest)}
          className={buttonVariants({
            variant: 'brand',
            size: 'lg',
            className: 'text-center whitespace-normal',
          })}
        >
          <MessageSquareIcon aria-hidden="true" />
          MAKE ENQUIRY - FREE CONSULTATION
        </a>
      </div>
    </div>
  );
}
