'use client';

import { useRef, useState } from 'react';
import { Loader2Icon, MailIcon } from 'lucide-react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';

import { submitBookingAction } from '@/app/booking/actions';
import { callAction } from '@/lib/client/action-call';
import { Button } from '@/components/ui/button';
import { coordinators } from '@/content/contacts';
import { BOOKING_PREPARED_TITLE, bookingCoordinator, bookingMailto } from '@/lib/rules/booking-mail';
import type { BookingPrefill } from '@/lib/rules/booking-prefill';
import { formCodePreloader, lazyToast } from '@/lib/client/lazy-toast';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import type { BookingData, BookingInput } from '@/lib/validation/booking';
import { bookingFormDefaults, HONEYPOT_FIELD } from '@/lib/validation/booking-fields';
import { SESSION_FULL_MESSAGE } from '@/lib/rules/capacity';

import { BookingResult, type BookingSent } from './booking-result';
import { CourseDetailsFieldset } from './course-details-fieldset';
import { SupportFieldset } from './support-fieldset';
import { YourDetailsFieldset } from './your-details-fieldset';

// zod and sonner load when the form is first focused or submitted, so the page's first load and the prefetch of
// /booking from every BOOK NOW link do not carry them.
const resolver = lazyZodResolver(() =>
  import('@/lib/validation/booking').then((module) => module.bookingSchema),
);

const preloadForm = formCodePreloader(resolver.preload);

/** Dispatched on window with the mailto URL just before the mail client opens; preventDefault keeps the page. */
const MAILTO_EVENT = 'booking:mailto';
/** The form clears this long after the mail client opens (spec 000 section 9). */
const RESET_DELAY_MS = 1000;

type Props = {
  prefill: BookingPrefill;
  courseNames: readonly string[];
  packageNames: readonly string[];
  /** yyyy-MM-dd; earliest preferred start date offered. */
  today: string;
  /** The session picked on the calendar has no place left: the request joins its waitlist. */
  sessionFull?: boolean;
};

/**
 * The course booking form. On submit the server validates and stores the request with a reference number; then
 * the visitor's mail client opens with the request addressed to the right coordinator. When storing fails the
 * mail client still opens, so the request is never lost.
 */
export function BookingForm({ prefill, courseNames, packageNames, today, sessionFull = false }: Props) {
  const initial: BookingInput = { ...bookingFormDefaults, ...prefill.values };
  const form = useForm<BookingInput, unknown, BookingData>({
    resolver,
    defaultValues: initial,
  });
  const { handleSubmit, getValues, reset, setError } = form;
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<BookingSent | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  const onInvalid = (fieldErrors: FieldErrors<BookingInput>) => {
    const first = Object.values(fieldErrors).find((error) => error?.message)?.message;
    lazyToast('error', 'Please check the form', {
      description: typeof first === 'string' ? first : undefined,
    });
  };

  const onValid = async (data: BookingData) => {
    setBusy(true);
    const result = await callAction(
      () => submitBookingAction({ ...getValues(), [HONEYPOT_FIELD]: honeypot.current?.value ?? '' }),
      'Your request could not be saved online, so please send the e-mail that opens.',
    );

    if (!result.ok && result.code === 'invalid') {
      for (const [name, message] of Object.entries(result.fieldErrors)) {
        setError(name as keyof BookingInput, { message });
      }
      lazyToast('error', 'Please check the form', { description: result.message });
      setBusy(false);
      return;
    }

    const reference = result.ok ? result.data.reference : null;
    const note = result.ok ? null : result.message;
    const mail = bookingMailto(data, reference);
    const coordinator = bookingCoordinator(data);
    setSent({
      reference,
      waitlisted: result.ok ? Boolean(result.data.waitlisted) : false,
      mailto: mail.url,
      coordinator: coordinator.name,
      phone: coordinator.phone,
      note,
    });
    lazyToast('success', BOOKING_PREPARED_TITLE, {
      description: reference
        ? `Reference ${reference}. Your e-mail app is opening: press Send to reach ${coordinator.name}.`
        : (note ?? undefined),
    });
    // A cancellable event first: tests listen for it to read the mailto URL without leaving the page.
    const proceed = window.dispatchEvent(
      new CustomEvent(MAILTO_EVENT, { detail: mail.url, cancelable: true }),
    );
    if (proceed) window.location.assign(mail.url);
    window.setTimeout(() => {
      reset(bookingFormDefaults);
      if (fileInput.current) fileInput.current.value = '';
      setBusy(false);
    }, RESET_DELAY_MS);
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onFocus={preloadForm}
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
        className="grid gap-8"
        aria-label="Course Booking Form"
      >
        {sessionFull && !sent ? (
          <p
            className="border-brand/40 bg-brand/5 rounded-lg border p-4 font-medium"
            data-testid="booking-session-full"
          >
            {SESSION_FULL_MESSAGE}
          </p>
        ) : null}
        {sent ? <BookingResult sent={sent} /> : null}

        <YourDetailsFieldset fileInputRef={fileInput} />
        <CourseDetailsFieldset courseNames={courseNames} packageNames={packageNames} today={today} />
        <SupportFieldset />

        {/* Honeypot: hidden from people and assistive technology; bots that fill every field give themselves away. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`booking-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input
            ref={honeypot}
            id={`booking-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        <div className="grid gap-3">
          <Button type="submit" variant="brand" size="lg" disabled={busy} className="w-full sm:w-fit">
            {busy ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <MailIcon aria-hidden="true" />
            )}
            {busy ? 'Preparing your request...' : 'Submit Booking Request'}
          </Button>
          <p className="text-muted-foreground text-sm">
            We keep your request and open your e-mail app with it addressed to our {coordinators.NSW.state} or{' '}
            {coordinators.QLD.state} coordinator. Nothing is charged now.
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
