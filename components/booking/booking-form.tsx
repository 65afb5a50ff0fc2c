'use client';

import { useRef, useState, type ReactNode } from 'react';
import { CheckCircle2Icon, Loader2Icon, MailIcon } from 'lucide-react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';

import { submitBookingAction } from '@/app/booking/actions';
import { callAction } from '@/lib/client/action-call';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOptGroup, NativeSelectOption } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { coordinators, telHref } from '@/content/contacts';
import { locations } from '@/content/locations';
import { BOOKING_PREPARED_TITLE, bookingCoordinator, bookingMailto } from '@/lib/rules/booking-mail';
import type { BookingPrefill } from '@/lib/rules/booking-prefill';
import { formCodePreloader, lazyToast } from '@/lib/client/lazy-toast';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import type { BookingData, BookingInput } from '@/lib/validation/booking';
import {
  assistanceOptions,
  bookingFormDefaults,
  deliveryMethods,
  HONEYPOT_FIELD,
  trainingLevels,
} from '@/lib/validation/booking-fields';

import { SESSION_FULL_MESSAGE } from '@/lib/rules/capacity';

import { ChoiceGroup } from './choice-group';
import { IdDocumentsField } from './id-documents-field';
import { UsiField } from './usi-field';

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

type Sent = {
  reference: string | null;
  waitlisted: boolean;
  mailto: string;
  coordinator: string;
  phone: string;
  note: string | null;
};

type Props = {
  prefill: BookingPrefill;
  courseNames: readonly string[];
  packageNames: readonly string[];
  /** yyyy-MM-dd; earliest preferred start date offered. */
  today: string;
  /** The session picked on the calendar has no place left: the request joins its waitlist. */
  sessionFull?: boolean;
};

function Field({
  label,
  htmlFor,
  required,
  error,
  errorId,
  children,
}: {
  label: string;
  htmlFor: string;
  required?: boolean;
  error?: string;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={htmlFor}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      {children}
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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
  const {
    register,
    control,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors },
  } = form;
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  const selectedCourse = useWatch({ control, name: 'course' });
  const requiresAssistance = useWatch({ control, name: 'requiresAssistance' }) === 'yes';
  const extraCourse =
    selectedCourse && !courseNames.includes(selectedCourse) && !packageNames.includes(selectedCourse)
      ? selectedCourse
      : null;

  const describedBy = (name: keyof BookingInput) => (errors[name] ? `booking-${name}-error` : undefined);
  const invalid = (name: keyof BookingInput) => (errors[name] ? true : undefined);

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
      {sent ? (
        <div
          role="status"
          className="border-success/40 bg-success/5 grid gap-2 rounded-lg border p-4"
          data-testid="booking-sent"
        >
          <p className="text-success flex items-center gap-2 font-semibold">
            <CheckCircle2Icon className="size-5" aria-hidden="true" />
            {BOOKING_PREPARED_TITLE}
          </p>
          {sent.waitlisted ? <p className="font-medium">{SESSION_FULL_MESSAGE}.</p> : null}
          {sent.reference ? (
            <p>
              Your reference is <strong data-testid="booking-reference">{sent.reference}</strong>. We have
              kept your request; send the e-mail that opened so {sent.coordinator} can confirm your place.
            </p>
          ) : (
            <p>{sent.note}</p>
          )}
          <p className="text-sm">
            No e-mail app opened?{' '}
            <a
              href={sent.mailto}
              className="text-primary font-medium underline underline-offset-4"
              data-testid="booking-mailto"
            >
              Open the e-mail again
            </a>{' '}
            or call {sent.coordinator} on{' '}
            <a href={telHref(sent.phone)} className="text-primary font-medium underline underline-offset-4">
              {sent.phone}
            </a>
            .
          </p>
        </div>
      ) : null}

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">Your details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="First name"
            htmlFor="booking-firstName"
            required
            error={errors.firstName?.message}
            errorId="booking-firstName-error"
          >
            <Input
              id="booking-firstName"
              autoComplete="given-name"
              maxLength={100}
              aria-required="true"
              aria-invalid={invalid('firstName')}
              aria-describedby={describedBy('firstName')}
              {...register('firstName')}
            />
          </Field>
          <Field
            label="Last name"
            htmlFor="booking-lastName"
            required
            error={errors.lastName?.message}
            errorId="booking-lastName-error"
          >
            <Input
              id="booking-lastName"
              autoComplete="family-name"
              maxLength={100}
              aria-required="true"
              aria-invalid={invalid('lastName')}
              aria-describedby={describedBy('lastName')}
              {...register('lastName')}
            />
          </Field>
          <Field
            label="Email"
            htmlFor="booking-email"
            required
            error={errors.email?.message}
            errorId="booking-email-error"
          >
            <Input
              id="booking-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={255}
              aria-required="true"
              aria-invalid={invalid('email')}
              aria-describedby={describedBy('email')}
              {...register('email')}
            />
          </Field>
          <Field
            label="Phone"
            htmlFor="booking-phone"
            required
            error={errors.phone?.message}
            errorId="booking-phone-error"
          >
            <Input
              id="booking-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={50}
              aria-required="true"
              aria-invalid={invalid('phone')}
              aria-describedby={describedBy('phone')}
              {...register('phone')}
            />
          </Field>
        </div>
        <Controller
          control={control}
          name="usi"
          render={({ field }) => (
            <Controller
              control={control}
              name="usiExempt"
              render={({ field: exempt }) => (
                <UsiField
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  exempt={exempt.value}
                  onExemptChange={(value) => {
                    exempt.onChange(value);
                    form.clearErrors('usi');
                  }}
                  error={errors.usi?.message}
                />
              )}
            />
          )}
        />
        <Controller
          control={control}
          name="idDocuments"
          render={({ field }) => (
            <IdDocumentsField
              value={field.value}
              onChange={field.onChange}
              error={
                errors.idDocuments?.message ??
                errors.idDocuments?.root?.message ??
                firstFileError(errors.idDocuments)
              }
              inputRef={(element) => {
                fileInput.current = element;
                field.ref(element);
              }}
            />
          )}
        />
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">Course details</legend>
        <Field
          label="Course"
          htmlFor="booking-course"
          required
          error={errors.course?.message}
          errorId="booking-course-error"
        >
          <NativeSelect
            id="booking-course"
            aria-required="true"
            aria-invalid={invalid('course')}
            aria-describedby={describedBy('course')}
            {...register('course')}
          >
            <NativeSelectOption value="">Select a course</NativeSelectOption>
            {extraCourse ? (
              <NativeSelectOptGroup label="Your selection">
                <NativeSelectOption value={extraCourse}>{extraCourse}</NativeSelectOption>
              </NativeSelectOptGroup>
            ) : null}
            <NativeSelectOptGroup label="Courses">
              {courseNames.map((name) => (
                <NativeSelectOption key={name} value={name}>
                  {name}
                </NativeSelectOption>
              ))}
            </NativeSelectOptGroup>
            <NativeSelectOptGroup label="Training packages">
              {packageNames.map((name) => (
                <NativeSelectOption key={name} value={name}>
                  {name}
                </NativeSelectOption>
              ))}
            </NativeSelectOptGroup>
          </NativeSelect>
        </Field>
        <Controller
          control={control}
          name="trainingLevel"
          render={({ field }) => (
            <ChoiceGroup
              legend="Training level"
              name="trainingLevel"
              required
              options={trainingLevels}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.trainingLevel?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="deliveryMethod"
          render={({ field }) => (
            <ChoiceGroup
              legend="Delivery method"
              name="deliveryMethod"
              required
              options={deliveryMethods}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.deliveryMethod?.message}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Preferred location"
            htmlFor="booking-preferredLocation"
            error={errors.preferredLocation?.message}
            errorId="booking-preferredLocation-error"
          >
            <NativeSelect
              id="booking-preferredLocation"
              aria-invalid={invalid('preferredLocation')}
              aria-describedby={describedBy('preferredLocation')}
              {...register('preferredLocation')}
            >
              <NativeSelectOption value="">No preference</NativeSelectOption>
              {locations.map((location) => (
                <NativeSelectOption key={location.slug} value={location.slug}>
                  {location.label}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label="Preferred start date (optional)"
            htmlFor="booking-preferredDate"
            error={errors.preferredDate?.message}
            errorId="booking-preferredDate-error"
          >
            <Input
              id="booking-preferredDate"
              type="date"
              min={today}
              aria-invalid={invalid('preferredDate')}
              aria-describedby={describedBy('preferredDate')}
              {...register('preferredDate')}
            />
          </Field>
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">Support and questions</legend>
        <Controller
          control={control}
          name="requiresAssistance"
          render={({ field }) => (
            <ChoiceGroup
              legend="Do you need assistance with reading, writing or numeracy, or any other support?"
              name="requiresAssistance"
              required
              options={assistanceOptions}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.requiresAssistance?.message}
            />
          )}
        />
        {requiresAssistance ? (
          <Field
            label="Assistance details"
            htmlFor="booking-assistanceDetails"
            error={errors.assistanceDetails?.message}
            errorId="booking-assistanceDetails-error"
          >
            <Textarea
              id="booking-assistanceDetails"
              maxLength={2000}
              placeholder="Tell us what would help you"
              aria-invalid={invalid('assistanceDetails')}
              aria-describedby={describedBy('assistanceDetails')}
              {...register('assistanceDetails')}
            />
          </Field>
        ) : null}
        <Field
          label="Additional information (optional)"
          htmlFor="booking-message"
          error={errors.message?.message}
          errorId="booking-message-error"
        >
          <Textarea
            id="booking-message"
            maxLength={5000}
            placeholder="Anything else we should know, e.g. group size or dates that suit you"
            aria-invalid={invalid('message')}
            aria-describedby={describedBy('message')}
            {...register('message')}
          />
        </Field>
      </fieldset>

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
  );
}

function firstFileError(error: FieldErrors<BookingInput>['idDocuments']): string | undefined {
  if (!Array.isArray(error)) return undefined;
  for (const item of error) {
    const message = item?.message ?? item?.root?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}
