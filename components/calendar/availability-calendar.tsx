'use client';

import { lazy, Suspense, useEffect, useMemo, useState, useTransition } from 'react';
import { CalendarDaysIcon, EyeIcon, PencilIcon, RssIcon } from 'lucide-react';

import { deleteSlotAction } from '@/app/calendar/actions';
import { useAuth } from '@/components/auth/session-provider';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { MonthCalendar } from '@/components/ui/month-calendar';
import { DELETE_CONFIRMATION, EMPTY_DAY_MESSAGE, slotToasts } from '@/lib/rules/calendar-messages';
import { formatDateDMY, formatDateLong, parseYmd } from '@/lib/rules/format';
import { monthOf } from '@/lib/rules/month-grid';
import { lazyToast, preloadToasts } from '@/lib/client/lazy-toast';
import { isStaffRole } from '@/lib/rules/roles';
import { calendarFeedHref, calendarPageHref } from '@/lib/rules/slot-links';
import type { AvailabilitySlot, SlotScope } from '@/lib/rules/slot-types';

import { ManageNotice } from './manage-notice';
import { SlotCard } from './slot-card';
import { callAction } from '@/lib/client/action-call';

// Staff only: visitors never download the slot forms (react-hook-form, zod, the actions) or the course list.
const AddSlotForm = lazy(() => import('./add-slot-form').then((module) => ({ default: module.AddSlotForm })));
const EditSlotForm = lazy(() =>
  import('./edit-slot-form').then((module) => ({ default: module.EditSlotForm })),
);
const CourseCatalogueList = lazy(() =>
  import('./slot-fields').then((module) => ({ default: module.CourseCatalogueList })),
);

/** While a staff form's code arrives (once per visit). */
const loadingForm = (
  <p role="status" className="text-muted-foreground text-sm">
    Loading the form...
  </p>
);

type Props = {
  scope: SlotScope;
  /** Ordered by date, then start time. */
  slots: AvailabilitySlot[];
  /** yyyy-MM-dd in the location's time zone (the provider's for all locations), from the server. */
  today: string;
  /** The next date with sessions; a valid ?date= in the address wins once the page is in the browser. */
  initialDate: string;
};

/** A ?date=yyyy-MM-dd of the address, when it is a real date. */
function requestedDate(): string | null {
  const date = new URLSearchParams(window.location.search).get('date');
  return date && parseYmd(date) ? date : null;
}

/**
 * The availability calendar: a single-date picker with slot dates highlighted, the selected date, its slots, and
 * for staff an Edit Mode with inline edit, delete and the add form. Everyone else sees the slots in view mode.
 */
export function AvailabilityCalendar({ scope, slots, today, initialDate }: Props) {
  const [selected, setSelected] = useState(initialDate);
  const [month, setMonth] = useState(() => monthOf(initialDate));
  const [editMode, setEditMode] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  // The page is cached for everyone: the session, read in the browser, decides who sees the edit controls.
  // The server checks the role again on every change.
  const { status, role } = useAuth();
  const canManage = status === 'signed-in' && isStaffRole(role);

  useEffect(() => {
    // Staff are likely to edit: fetch the forms' code as soon as the session says so, before Edit Mode is pressed.
    if (!canManage) return;
    void Promise.all([import('./add-slot-form'), import('./edit-slot-form')]);
    preloadToasts();
  }, [canManage]);

  useEffect(() => {
    const date = requestedDate();
    // A deep link (/calendar?date=...) is only known in the browser: the cached page opens on the next session date.
    if (date && date !== initialDate) select(date);
    // Once, on arrival: later date choices are the visitor's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const slotDates = useMemo(() => [...new Set(slots.map((slot) => slot.date))], [slots]);
  const highlighted = useMemo(() => new Set(slotDates), [slotDates]);
  const daySlots = slots.filter((slot) => slot.date === selected);
  const nextDate = slotDates.find((date) => date > selected && date >= today);

  function select(date: string) {
    setSelected(date);
    setEditingId(null);
    if (parseYmd(date)) setMonth(monthOf(date));
  }

  function remove(slot: AvailabilitySlot) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    startTransition(async () => {
      const result = await callAction(() => deleteSlotAction({ id: slot.id }), slotToasts.deleteFailed);
      if (result.ok) {
        lazyToast('success', result.message);
        if (editingId === slot.id) setEditingId(null);
      } else {
        // No form to show the reason in (as add and edit do): the toast carries it, e.g. "try again" in an outage.
        lazyToast('error', 'Error', {
          description: result.detail ? `${result.message}. ${result.detail}` : result.message,
        });
      }
    });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[auto_minmax(0,1fr)]" data-testid="availability-calendar">
      <div className="grid content-start gap-4">
        {canManage ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant={editMode ? 'default' : 'outline'}
              onClick={() => {
                setEditMode((value) => !value);
                setEditingId(null);
              }}
            >
              {editMode ? <EyeIcon aria-hidden="true" /> : <PencilIcon aria-hidden="true" />}
              {editMode ? 'View Mode' : 'Edit Mode'}
            </Button>
            <span className="text-muted-foreground text-sm" aria-live="polite">
              {editMode ? 'Editing: changes are saved straight away.' : 'Viewing'}
            </span>
          </div>
        ) : (
          // Until the session is known, the visitors' notice (most people are visitors): it is in the cached HTML,
          // so the page's largest text paints at once instead of after /api/session (mobile LCP), and nothing moves.
          <ManageNotice signedIn={status === 'signed-in'} nextPath={calendarPageHref(scope)} />
        )}

        <Card className="w-fit max-w-full gap-0 py-2">
          <MonthCalendar
            month={month}
            onMonthChange={setMonth}
            selected={selected}
            onSelect={select}
            today={today}
            highlighted={highlighted}
            highlightedLabel="sessions available"
            className="mx-auto"
          />
          <p className="text-muted-foreground flex items-center gap-2 px-4 pb-2 text-xs">
            <span
              className="bg-success/15 ring-success inline-block size-3 rounded-sm ring-1"
              aria-hidden="true"
            />
            Dates with sessions
          </p>
        </Card>

        <Card className="gap-2 py-4" data-testid="selected-date">
          <CardHeader>
            <CardTitle asChild>
              <h2 className="flex items-center gap-2 text-base">
                <CalendarDaysIcon className="size-4" aria-hidden="true" />
                Selected Date
              </h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-2xl font-bold tabular-nums">{formatDateDMY(selected)}</p>
            <p className="text-muted-foreground">{formatDateLong(selected)}</p>
          </CardContent>
        </Card>

        <a
          href={calendarFeedHref(scope)}
          className="text-primary flex w-fit items-center gap-2 text-sm font-medium underline underline-offset-4"
        >
          <RssIcon className="size-4" aria-hidden="true" />
          Subscribe to this calendar (.ics)
        </a>
      </div>

      <div className="grid min-w-0 content-start gap-4">
        <section aria-labelledby="slots-heading" className="grid gap-3" aria-busy={pending}>
          <h2 id="slots-heading" className="text-xl font-bold">
            Slots on {formatDateDMY(selected)}
          </h2>
          {daySlots.length === 0 ? (
            <div className="rounded-lg border border-dashed p-6 text-center" data-testid="empty-day">
              <p>{EMPTY_DAY_MESSAGE}</p>
              {nextDate ? (
                <Button type="button" variant="link" onClick={() => select(nextDate)} className="mt-1">
                  Show the next date with sessions ({formatDateDMY(nextDate)})
                </Button>
              ) : null}
            </div>
          ) : (
            <ul className="grid gap-3">
              {daySlots.map((slot) => (
                <li key={slot.id}>
                  {canManage && editMode && editingId === slot.id ? (
                    <div className="border-primary bg-card rounded-lg border-2 p-4">
                      <h3 className="mb-3 font-semibold">Edit {slot.courseName}</h3>
                      <Suspense fallback={loadingForm}>
                        <EditSlotForm
                          slot={slot}
                          onDone={(saved) => {
                            setEditingId(null);
                            if (saved && saved.date !== selected) select(saved.date);
                          }}
                        />
                      </Suspense>
                    </div>
                  ) : (
                    <SlotCard
                      slot={slot}
                      past={slot.date < today}
                      editMode={canManage && editMode}
                      busy={pending}
                      onEdit={() => setEditingId(slot.id)}
                      onDelete={() => remove(slot)}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>

        {canManage && editMode ? (
          <Suspense fallback={loadingForm}>
            <AddSlotForm
              selectedDate={selected}
              defaultLocation={scope === 'all' ? '' : scope}
              onAdded={(slot) => select(slot.date)}
            />
            <CourseCatalogueList />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
