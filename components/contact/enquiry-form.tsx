'use client';

import { useState, type FormEvent } from 'react';
import { SendIcon, TriangleAlertIcon } from 'lucide-react';
import { useForm, type FieldErrors } from 'react-hook-form';

import { sendEnquiryAction } from '@/app/contact/actions';
import { FieldError, RequiredMark } from '@/components/form/field-error';
import { HoneypotField, honeypotValue } from '@/components/form/honeypot-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOptGroup, NativeSelectOption } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { telHref } from '@/content/contacts';
import type { CourseOptionGroup } from '@/lib/rules/enquiry-options';
import { HONEYPOT_FIELD } from '@/lib/rules/honeypot';
import { callAction, failureReason } from '@/lib/client/action-call';
import { formCodePreloader, lazyToast } from '@/lib/client/lazy-toast';
import { lazyZodResolver } from '@/lib/client/lazy-zod-resolver';
import {
  emptyEnquiry,
  ENQUIRY_FALLBACK_MESSAGE,
  ENQUIRY_FALLBACK_TITLE,
  ENQUIRY_LIMITS,
  ENQUIRY_MISSING_TITLE,
  ENQUIRY_REQUIRED_MESSAGE,
  enquiryInvalidTitle,
} from '@/lib/validation/enquiry-fields';
import type { EnquiryData, EnquiryInput } from '@/lib/validation/enquiry';

// zod, sonner and the mail builder (with date-fns) load when the form is first focused or submitted, so the pages
// that link here do not download them with their prefetch of this page.
const resolver = lazyZodResolver(() =>
  import('@/lib/validation/enquiry').then((module) => module.enquirySchema),
);
const loadMail = () => import('@/lib/rules/enquiry-mail');

const preloadForm = formCodePreloader(resolver.preload, loadMail);

type FieldName = keyof EnquiryInput;
const fieldNames: readonly FieldName[] = ['name', 'email', 'phone', 'courseInterested', 'enquiry'];

type Fallback = { mailto: string; email: string; phone: string };

function openMailClient(url: string) {
  window.location.href = url;
}

/** Stays under the form after the fallback, for phones without a mail app or browsers that block mailto:. */
function FallbackNotice({ fallback }: { fallback: Fallback }) {
  return (
    <div role="alert" className="border-destructive/40 bg-card flex gap-3 rounded-lg border p-4 text-sm">
      <TriangleAlertIcon aria-hidden="true" className="text-destructive mt-0.5 size-5 shrink-0" />
      <p>
        We could not send your enquiry online, so we opened your email app with it.{' '}
        <a href={fallback.mailto} className="text-primary font-semibold underline underline-offset-4">
          Email it to {fallback.email}
        </a>{' '}
        or call{' '}
        <a href={telHref(fallback.phone)} className="text-primary font-semibold underline underline-offset-4">
          {fallback.phone}
        </a>
        .
      </p>
    </div>
  );
}

/** The 'Course Enquiries' form: validated here and again on the server, stored, then mailed to the coordinator. */
export function EnquiryForm({
  courseGroups,
  initial = emptyEnquiry,
}: {
  courseGroups: readonly CourseOptionGroup[];
  initial?: Required<EnquiryInput>;
}) {
  const [fallback, setFallback] = useState<Fallback | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryInput, unknown, EnquiryData>({
    resolver,
    defaultValues: initial,
  });

  const groups =
    initial.courseInterested &&
    !courseGroups.some((group) => group.options.includes(initial.courseInterested))
      ? [{ label: 'Your selection', options: [initial.courseInterested] }, ...courseGroups]
      : courseGroups;

  function onInvalid(invalid: FieldErrors<EnquiryInput>) {
    const messages = fieldNames.flatMap((name) => invalid[name]?.message ?? []);
    const title = enquiryInvalidTitle(messages);
    lazyToast('error', title, {
      description: title === ENQUIRY_MISSING_TITLE ? ENQUIRY_REQUIRED_MESSAGE : messages[0],
    });
  }

  async function onValid(values: EnquiryData, trap: string) {
    const mail = loadMail();
    // Only the fallback paths wait for it; a failed download must not surface as an unhandled rejection elsewhere.
    mail.catch(() => undefined);
    setFallback(null);
    const result = await callAction(
      () => sendEnquiryAction({ ...values, [HONEYPOT_FIELD]: trap }),
      ENQUIRY_FALLBACK_TITLE,
    );
    if (result.ok) {
      lazyToast('success', result.message, { description: result.detail });
      reset(emptyEnquiry);
      return;
    }
    if (result.code === 'invalid') {
      for (const name of fieldNames) {
        const message = result.fieldErrors[name];
        if (message) setError(name, { type: 'server', message });
      }
      lazyToast('error', result.message, {
        description: result.message === ENQUIRY_MISSING_TITLE ? ENQUIRY_REQUIRED_MESSAGE : result.detail,
      });
      return;
    }
    if (result.code === 'rate-limited') {
      lazyToast('error', result.message, { description: failureReason(result) });
      return;
    }
    // Not stored (the server unreachable, the database down, anything else): the visitor's own mail app, with the
    // text they typed, is the backup (spec 000: 'Email Service Issue' and the e-mail client opened).
    lazyToast('error', ENQUIRY_FALLBACK_TITLE, { description: ENQUIRY_FALLBACK_MESSAGE });
    const { enquiryCoordinator, enquiryMailto } = await mail;
    const mailto = enquiryMailto({ ...values, phone: values.phone || null });
    const coordinator = enquiryCoordinator(values);
    setFallback({ mailto, email: coordinator.email, phone: coordinator.phone });
    openMailClient(mailto);
  }

  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    const trap = honeypotValue(event.currentTarget);
    return handleSubmit((values) => onValid(values, trap), onInvalid)(event);
  }

  const describedBy = (name: FieldName) => (errors[name] ? `enquiry-${name}-error` : undefined);

  return (
    <form
      onSubmit={onFormSubmit}
      onFocus={preloadForm}
      noValidate
      aria-label="Course Enquiries"
      className="relative space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="enquiry-name">
            Full Name <RequiredMark />
          </Label>
          <Input
            id="enquiry-name"
            autoComplete="name"
            maxLength={ENQUIRY_LIMITS.name}
            aria-required="true"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            {...register('name')}
          />
          <FieldError id="enquiry-name-error" message={errors.name?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="enquiry-email">
            Email Address <RequiredMark />
          </Label>
          <Input
            id="enquiry-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={ENQUIRY_LIMITS.email}
            aria-required="true"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            {...register('email')}
          />
          <FieldError id="enquiry-email-error" message={errors.email?.message} />
        </div>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="enquiry-phone">Phone Number (optional)</Label>
          <Input
            id="enquiry-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={ENQUIRY_LIMITS.phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone')}
            {...register('phone')}
          />
          <FieldError id="enquiry-phone-error" message={errors.phone?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="enquiry-course">
            Course of Interest <RequiredMark />
          </Label>
          <NativeSelect
            id="enquiry-course"
            aria-required="true"
            aria-invalid={errors.courseInterested ? true : undefined}
            aria-describedby={describedBy('courseInterested')}
            {...register('courseInterested')}
          >
            <NativeSelectOption value="">Select a course</NativeSelectOption>
            {groups.map((group) => (
              <NativeSelectOptGroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <NativeSelectOption key={option} value={option}>
                    {option}
                  </NativeSelectOption>
                ))}
              </NativeSelectOptGroup>
            ))}
          </NativeSelect>
          <FieldError id="enquiry-courseInterested-error" message={errors.courseInterested?.message} />
        </div>
      </div>

      <div className="space-y-2">
        <Label htmlFor="enquiry-text">
          Your Enquiry <RequiredMark />
        </Label>
        <Textarea
          id="enquiry-text"
          rows={6}
          maxLength={ENQUIRY_LIMITS.enquiry}
          placeholder="Tell us what you need: course dates, group size, location or any questions."
          aria-required="true"
          aria-invalid={errors.enquiry ? true : undefined}
          aria-describedby={describedBy('enquiry')}
          {...register('enquiry')}
        />
        <FieldError id="enquiry-enquiry-error" message={errors.enquiry?.message} />
      </div>

      <HoneypotField />

      {fallback ? <FallbackNotice fallback={fallback} /> : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm">
          <span aria-hidden="true" className="text-destructive">
            *
          </span>{' '}
          Required field
        </p>
        <Button type="submit" variant="brand" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          <SendIcon aria-hidden="true" />
          {isSubmitting ? 'Sending...' : 'Send Enquiry'}
        </Button>
      </div>
    </form>
  );
}
