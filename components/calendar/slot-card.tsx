'use client';

import { CalendarPlusIcon, ClockIcon, MapPinIcon, PencilIcon, Trash2Icon, UsersIcon } from 'lucide-react';

import { Button, buttonVariants } from '@/components/ui/button';
import { findLocation } from '@/content/locations';
import { SESSION_FULL_MESSAGE, capacityBadge, placesLeft, placesLeftLabel } from '@/lib/rules/capacity';
import { contactHref } from '@/lib/rules/course-links';
import { formatDateDMY } from '@/lib/rules/format';
import { formatSlotPrice, formatTimeRange } from '@/lib/rules/slot-format';
import { slotBookingHref, slotIcsHref, slotPayHref } from '@/lib/rules/slot-links';
import type { AvailabilitySlot } from '@/lib/rules/slot-types';
import { cn } from '@/lib/utils';

import { CapacityBadge } from './capacity-badge';

type Props = {
  slot: AvailabilitySlot;
  /** Dates before today cannot be booked. */
  past: boolean;
  editMode: boolean;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** One slot: course, place, times, price, capacity badge, places left, and its booking and calendar actions. */
export function SlotCard({ slot, past, editMode, busy, onEdit, onDelete }: Props) {
  const location = findLocation(slot.locationSlug);
  const left = placesLeft(slot.maxStudents, slot.currentBookings);
  const full = capacityBadge(slot.maxStudents, slot.currentBookings) === 'Full';
  const when = `${slot.courseName}, ${location?.name ?? slot.location}, ${formatDateDMY(slot.date)}`;

  return (
    <article
      className="bg-card grid gap-3 rounded-lg border p-4 shadow-xs"
      aria-label={slot.courseName}
      data-testid="slot"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words">{slot.courseName}</h3>
        <CapacityBadge maxStudents={slot.maxStudents} currentBookings={slot.currentBookings} />
      </div>
      <dl className="grid gap-1.5 text-sm">
        <div>
          <dt className="sr-only">Location</dt>
          <dd className="flex items-center gap-2">
            <MapPinIcon className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
            {location?.label ?? slot.location}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Time</dt>
          <dd className="flex items-center gap-2">
            <ClockIcon className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
            {formatTimeRange(slot.startTime, slot.endTime)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Places</dt>
          <dd className="flex items-center gap-2" data-testid="places-left">
            <UsersIcon className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
            <span>
              {placesLeftLabel(left)} <span className="text-muted-foreground">of {slot.maxStudents}</span>
            </span>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="font-medium">Price</dt>
          <dd className="text-lg font-bold">{formatSlotPrice(slot.price)}</dd>
        </div>
      </dl>

      <div className="flex flex-wrap gap-2">
        {past ? (
          <p className="text-muted-foreground text-sm">This session has already run.</p>
        ) : full ? (
          <>
            <p className="w-full text-sm font-medium" data-testid="session-full">
              {SESSION_FULL_MESSAGE}
            </p>
            <a
              href={slotBookingHref(slot)}
              className={buttonVariants({ variant: 'brand', size: 'sm' })}
              aria-label={`Join the waitlist: ${when}`}
            >
              Join the waitlist
            </a>
            <a
              href={contactHref(slot.courseName)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              Ask about another date
            </a>
          </>
        ) : (
          <>
            <a
              href={slotPayHref(slot)}
              className={buttonVariants({ variant: 'brand', size: 'sm' })}
              aria-label={`Book and pay: ${when}`}
            >
              Book and pay
            </a>
            <a
              href={slotBookingHref(slot)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              aria-label={`Book this session: ${when}`}
            >
              Book this session
            </a>
          </>
        )}
        <a
          href={slotIcsHref(slot)}
          download
          className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}
          aria-label={`Add to calendar (.ics): ${when}`}
        >
          <CalendarPlusIcon aria-hidden="true" />
          Add to calendar
        </a>
      </div>

      {editMode ? (
        <div className="flex flex-wrap gap-2 border-t pt-3">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={onEdit}
            disabled={busy}
            aria-label={`Edit ${when}`}
          >
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
          <Button
            type="button"
            variant="destructive"
            size="sm"
            onClick={onDelete}
            disabled={busy}
            aria-label={`Delete ${when}`}
          >
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        </div>
      ) : null}
    </article>
  );
}
