'use client';

import { useEffect, useState } from 'react';
import { SendIcon, TriangleAlertIcon } from 'lucide-react';

import { usePageActionState } from '@/lib/client/page-action-state';
import { sendEnquiryFormAction } from '@/app/contact/actions';
import { ActionBoundary } from '@/components/form/action-boundary';
import { FieldError, RequiredMark } from '@/components/form/field-error';
import { FormOutcome } from '@/components/form/form-outcome';
import { HoneypotField } from '@/components/form/honeypot-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect, NativeSelectOptGroup, NativeSelectOption } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { telHref } from '@/content/contacts';
import type { CourseOptionGroup } from '@/lib/rules/enquiry-options';
import type { EnquiryFallback } from '@/lib/rules/enquiry-mail';
import { formCodePreloader, lazyToast } from '@/lib/client/lazy-toast';
import {
  emptyEnquiry,
  ENQUIRY_FALLBACK_MESSAGE,
  ENQUIRY_FALLBACK_TITLE,
  ENQUIRY_LIMITS,
  ENQUIRY_MISSING_TITLE,
  ENQUIRY_REQUIRED_MESSAGE,
} from '@/lib/validation/enquiry-fields';
import type { EnquiryInput } from '@/lib/validation/enquiry';

// sonner and the mail builder load when the form is first focused, so the pages that link here do not download
// them with their prefetch of this page.
const loadMail = () => import('@/lib/rules/enquiry-mail');

const preloadForm = formCodePreloader(loadMail);

type FieldName = keyof EnquiryInput;
const fieldNames: readonly FieldName[] = ['name', 'email', 'phone', 'courseInterested', 'enquiry'];

function openMailClient(url: string) {
  window.location.href = url;
}

/** Stays under the form after the fallback, for phones without a mail app or browsers that block mailto:. */
function FallbackNotice({ fallback }: { fallback: EnquiryFallback }) {
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

type EnquiryFormProps = {
  courseGroups: readonly CourseOptionGroup[];
  initial?: Required<EnquiryInput>;
};

/**
 * The 'Course Enquiries' form: a React form action, so it is sent before hydration and without JavaScript; checked
 * on the server with the shared schema, stored, then mailed to the coordinator. When it could not be stored (or the
 * server could not be reached) the visitor's mail app opens with their own text.
 */
export function EnquiryForm(props: EnquiryFormProps) {
  return (
    <ActionBoundary>
      {(failure, remember) => (
        <EnquiryFormFields {...props} unreachable={failure?.submitted} remember={remember} />
      )}
    </ActionBoundary>
  );
}

function EnquiryFormFields({
  courseGroups,
  initial = emptyEnquiry,
  unreachable,
  remember,
}: EnquiryFormProps & {
  unreachable?: Record<string, string>;
  remember: (form: HTMLFormElement) => void;
}) {
  const [state, action] = usePageActionState(sendEnquiryFormAction, null);
  const [offline, setOffline] = useState<EnquiryFallback | null>(null);

  useEffect(() => {
    if (!unreachable) return;
    // The action never reached the server: nothing was stored, so the visitor's own mail app is the backup.
    lazyToast('error', ENQUIRY_FALLBACK_TITLE, { description: ENQUIRY_FALLBACK_MESSAGE });
    void loadMail().then(({ enquiryFallback }) => {
      const fallback = enquiryFallback(unreachable);
      setOffline(fallback);
      openMailClient(fallback.mailto);
    });
  }, [unreachable]);

  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      lazyToast('success', state.message, { description: state.detail });
      return;
    }
    if (state.fallback) {
      lazyToast('error', ENQUIRY_FALLBACK_TITLE, { description: ENQUIRY_FALLBACK_MESSAGE });
      openMailClient(state.fallback.mailto);
      return;
    }
    lazyToast('error', state.message, {
      description: state.message === ENQUIRY_MISSING_TITLE ? ENQUIRY_REQUIRED_MESSAGE : state.detail,
    });
    const first = fieldNames.find((name) => state.fieldErrors[name]);
    if (first) document.getElementsByName(first)[0]?.focus();
  }, [state]);

  // What the form shows: the visitor's text after a refusal or a failure, empty after a success.
  const shown: Record<string, string | undefined> =
    unreachable && !state
      ? unreachable
      : state && !state.ok
        ? state.values
        : state?.ok
          ? emptyEnquiry
          : initial;
  const errors: Partial<Record<FieldName, string>> = state && !state.ok ? state.fieldErrors : {};
  const fallback = state && !state.ok ? (state.fallback ?? null) : offline;

  const groups =
    initial.courseInterested &&
    !courseGroups.some((group) => group.options.includes(initial.courseInterested))
      ? [{ label: 'Your selection', options: [initial.courseInterested] }, ...courseGroups]
      : courseGroups;

  const describedBy = (name: FieldName) => (errors[name] ? `enquiry-${name}-error` : undefined);

  return (
    <form
      action={action}
      onSubmit={(event) => remember(event.currentTarget)}
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
            name="name"
            type="text"
            autoComplete="name"
            maxLength={ENQUIRY_LIMITS.name}
            defaultValue={shown.name}
            aria-required="true"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
          />
          <FieldError id="enquiry-name-error" message={errors.name} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="enquiry-email">
            Email Address <RequiredMark />
          </Label>
          <Input
            id="enquiry-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={ENQUIRY_LIMITS.email}
            defaultValue={shown.email}
            aria-required="true"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
          />
          <FieldError id="enquiry-email-error" message={errors.email} />
        </div>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="enquiry-phone">Phone Number (optional)</Label>
          <Input
            id="enquiry-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={ENQUIRY_LIMITS.phone}
            defaultValue={shown.phone}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone')}
          />
          <FieldError id="enquiry-phone-error" message={errors.phone} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="enquiry-course">
            Course of Interest <RequiredMark />
          </Label>
          <NativeSelect
            id="enquiry-course"
            name="courseInterested"
            defaultValue={shown.courseInterested}
            aria-required="true"
            aria-invalid={errors.courseInterested ? true : undefined}
            aria-describedby={describedBy('courseInterested')}
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
          <FieldError id="enquiry-courseInterested-error" message={errors.courseInterested} />
        </div>
      </div>

      <div className="space-y-2">
        <Label htmlFor="enquiry-text">
          Your Enquiry <RequiredMark />
        </Label>
        <Textarea
          id="enquiry-text"
          name="enquiry"
          rows={6}
          maxLength={ENQUIRY_LIMITS.enquiry}
          defaultValue={shown.enquiry}
          placeholder="Tell us what you need: course dates, group size, location or any questions."
          aria-required="true"
          aria-invalid={errors.enquiry ? true : undefined}
          aria-describedby={describedBy('enquiry')}
        />
        <FieldError id="enquiry-enquiry-error" message={errors.enquiry} />
      </div>

      <HoneypotField />

      {fallback ? <FallbackNotice fallback={fallback} /> : null}
      {fallback ? null : <FormOutcome state={state} />}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm">
          <span aria-hidden="true" className="text-destructive">
            *
          </span>{' '}
          Required field
        </p>
        <SubmitButton
          variant="brand"
          size="lg"
          className="w-full sm:w-auto"
          busyLabel={
            <>
              <SendIcon aria-hidden="true" />
              Sending...
            </>
          }
        >
          <SendIcon aria-hidden="true" />
          Send Enquiry
        </SubmitButton>
      </div>
    </form>
  );
}
