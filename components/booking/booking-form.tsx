'use client';

import { useEffect, useRef } from 'react';
import { Loader2Icon, MailIcon } from 'lucide-react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';

import { usePageActionState } from '@/lib/client/page-action-state';
import { submitBookingFormAction } from '@/app/booking/actions';
import { ActionBoundary } from '@/components/form/action-boundary';
import { checkedSubmit } from '@/components/form/checked-submit';
import { Button } from '@/components/ui/button';
import { coordinators } from '@/content/contacts';
import { UNREACHABLE_MESSAGE } from '@/lib/client/action-call';
import { BOOKING_PREPARED_TITLE, bookingCoordinator, bookingMailto } from '@/lib/rules/booking-mail';
import type { BookingPrefill } from '@/lib/rules/booking-prefill';
import { formCodePreloader, lazyToast } from '@/lib/client/lazy-toast';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import type { BookingInput } from '@/lib/validation/booking';
import { bookingFormDefaults, HONEYPOT_FIELD } from '@/lib/validation/booking-fields';
import { showServerErrors } from '@/lib/client/server-field-errors';
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
  /** The page's address with its query (lib/rules/page-address.ts): where the form posts without JavaScript. */
  permalink: string;
};

/**
 * The course booking form, a React form action: without JavaScript (or before hydration) it posts as a plain form
 * and the page shows the result with the e-mail to send. With JavaScript the fields are checked here first
 * (react-hook-form and the shared schema), then the same action runs, the request is stored with a reference
 * number, and the visitor's mail client opens addressed to the right coordinator. When storing fails (or the
 * server cannot be reached) the mail client still opens with every field, so the request is never lost.
 */
export function BookingForm(props: Props) {
  return (
    <ActionBoundary>
      {(failure, remember) => (
        <BookingFormFields {...props} unreachable={failure?.submitted} remember={remember} />
      )}
    </ActionBoundary>
  );
}

function openMailClient(url: string) {
  // A cancellable event first: tests listen for it to read the mailto URL without leaving the page.
  const proceed = window.dispatchEvent(new CustomEvent(MAILTO_EVENT, { detail: url, cancelable: true }));
  if (proceed) window.location.assign(url);
}

function BookingFormFields({
  prefill,
  courseNames,
  packageNames,
  today,
  sessionFull = false,
  permalink,
  unreachable,
  remember,
}: Props & { unreachable?: Record<string, string>; remember: (form: HTMLFormElement) => void }) {
  const initial: BookingInput = unreachable
    ? {
        ...bookingFormDefaults,
        ...prefill.values,
        ...(unreachable as Partial<BookingInput>),
        idDocuments: [],
      }
    : { ...bookingFormDefaults, ...prefill.values };
  const form = useForm<BookingInput, unknown, BookingInput>({
    resolver: resolver as never,
    defaultValues: initial,
  });
  const { handleSubmit, reset, control } = form;
  const [state, action, pending] = usePageActionState(submitBookingFormAction, null, permalink);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const idDocuments = useWatch({ control, name: 'idDocuments' });
  const unreachableSent: BookingSent | null = unreachable
    ? (() => {
        // These passed the form's own check before they were sent.
        const values = initial as unknown as Parameters<typeof bookingMailto>[0];
        const coordinator = bookingCoordinator(values);
        return {
          reference: null,
          waitlisted: false,
          mailto: bookingMailto(values, null).url,
          coordinator: coordinator.name,
          phone: coordinator.phone,
          note: UNREACHABLE_MESSAGE,
        };
      })()
    : null;
  const sent = state?.sent ?? unreachableSent;

  useEffect(() => {
    if (unreachableSent) openMailClient(unreachableSent.mailto);
    // Once, when the form comes back after the action could not be reached.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!state) return;
    if (!state.ok && !state.sent) {
      showServerErrors(form, state.fieldErrors, Object.keys(bookingFormDefaults) as (keyof BookingInput)[]);
      lazyToast('error', 'Please check the form', { description: state.message });
      return;
    }
    const prepared = state.sent;
    if (!prepared) return;
    lazyToast('success', BOOKING_PREPARED_TITLE, {
      description: prepared.reference
        ? `Reference ${prepared.reference}. Your e-mail app is opening: press Send to reach ${prepared.coordinator}.`
        : (prepared.note ?? undefined),
    });
    openMailClient(prepared.mailto);
    const timer = window.setTimeout(() => {
      reset(bookingFormDefaults);
      if (fileInput.current) fileInput.current.value = '';
    }, RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, reset, form]);

  const onInvalid = (fieldErrors: FieldErrors<BookingInput>) => {
    const first = Object.values(fieldErrors).find((error) => error?.message)?.message;
    lazyToast('error', 'Please check the form', {
      description: typeof first === 'string' ? first : undefined,
    });
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        action={action}
        onFocus={preloadForm}
        onSubmit={checkedSubmit(handleSubmit, action, remember, { onInvalid, leaveOut: ['idDocumentFiles'] })}
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
        {state && !state.ok && !state.sent ? (
          <p role="alert" className="text-destructive font-medium">
            Please check the form: {state.message}
          </p>
        ) : null}

        <YourDetailsFieldset fileInputRef={fileInput} />
        {/* The chosen files' names, sizes and types, as the schema takes them; the files stay on the device. */}
        <input
          type="hidden"
          name="idDocuments"
          value={JSON.stringify(idDocuments ?? [])}
          disabled={!idDocuments?.length}
        />
        <input type="hidden" name="sessionId" value={initial.sessionId ?? ''} />
        <CourseDetailsFieldset courseNames={courseNames} packageNames={packageNames} today={today} />
        <SupportFieldset />

        {/* Honeypot: hidden from people and assistive technology; bots that fill every field give themselves away. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`booking-${HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input
            id={`booking-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        <div className="grid gap-3">
          <Button type="submit" variant="brand" size="lg" disabled={pending} className="w-full sm:w-fit">
            {pending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <MailIcon aria-hidden="true" />
            )}
            {pending ? 'Preparing your request...' : 'Submit Booking Request'}
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
