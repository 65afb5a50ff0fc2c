'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleCheckIcon, MailIcon } from 'lucide-react';
import { Label as LabelPrimitive } from 'radix-ui';

import { subscribeAction } from '@/app/newsletter/actions';
import { HoneypotField, honeypotValue } from '@/components/form/honeypot-field';
import { buttonVariants } from '@/components/ui/button-variants';
import { inputClassName, labelClassName } from '@/components/ui/styles';
import { HONEYPOT_FIELD } from '@/lib/rules/honeypot';
import { callAction } from '@/lib/client/action-call';
import { lazyOnce } from '@/lib/client/lazy-once';
import { formCodePreloader, lazyToast } from '@/lib/client/lazy-toast';
import {
  NEWSLETTER_CONSENT,
  NEWSLETTER_FAILED_MESSAGE,
  NEWSLETTER_FAILED_TITLE,
  NEWSLETTER_PANEL_MESSAGE,
  NEWSLETTER_PANEL_MS,
  NEWSLETTER_PANEL_TITLE,
  type NewsletterSource,
} from '@/lib/validation/newsletter-messages';
import type { NewsletterData, NewsletterFieldErrors, NewsletterInput } from '@/lib/validation/newsletter';

// The home page shows this form to everyone, so it carries no form library: two fields need no more than state, and
// react-hook-form was 14 KB of home's scripts (README "Performance"). zod and sonner load on first focus or submit.
const loadCheck = lazyOnce(() =>
  import('@/lib/validation/newsletter').then((module) => module.checkNewsletter),
);

const preloadForm = formCodePreloader(loadCheck);

type FieldName = 'email' | 'firstName';
const FIELD_ORDER: readonly FieldName[] = ['email', 'firstName'];

/** What the visitor typed, as the schema takes it. */
function valuesOf(form: HTMLFormElement, source: NewsletterSource): NewsletterInput {
  const text = (name: FieldName) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ? field.value : '';
  };
  return { email: text('email'), firstName: text('firstName'), source };
}

export type NewsletterSignupProps = {
  source: NewsletterSource;
  /** 'inline': a full-width band (home page); 'card': a boxed panel for a column or tab (marketing page). */
  variant?: 'inline' | 'card';
  title?: string;
  description?: string;
  headingLevel?: 'h2' | 'h3';
  /** Added to the section's classes as they are (not merged: this form keeps tailwind-merge off the home page). */
  className?: string;
};

/** The inline newsletter signup: e-mail and optional first name, a welcome e-mail, a 5-second success panel. */
export function NewsletterSignup({
  source,
  variant = 'inline',
  title = 'Stay up to date',
  description = 'New course dates, specials and safety updates for NSW and QLD, straight to your inbox.',
  headingLevel = 'h2',
  className,
}: NewsletterSignupProps) {
  const id = useId();
  const [subscribed, setSubscribed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [errors, setErrors] = useState<NewsletterFieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // After the first submit the messages follow the typing, as in the site's other forms.
  const checkedOnce = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function send(form: HTMLFormElement, values: NewsletterData, trap: string) {
    const result = await callAction(
      () => subscribeAction({ ...values, source, [HONEYPOT_FIELD]: trap }),
      NEWSLETTER_FAILED_TITLE,
    );
    if (result.ok) {
      lazyToast('success', result.message, { description: result.detail });
      form.reset();
      checkedOnce.current = false;
      setSubscribed(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSubscribed(false), NEWSLETTER_PANEL_MS);
      return;
    }
    // Already on the list: information, not an error.
    if (result.code === 'conflict') {
      lazyToast('info', result.message, { description: result.detail });
      return;
    }
    if (result.code === 'invalid') {
      setErrors({ email: result.fieldErrors.email, firstName: result.fieldErrors.firstName });
    }
    // Unreachable: callAction's failure has no detail; the toast says what it always said.
    lazyToast('error', result.message, { description: result.detail ?? NEWSLETTER_FAILED_MESSAGE });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const trap = honeypotValue(form);
    setSubmitting(true);
    try {
      const check = (await loadCheck())(valuesOf(form, source));
      checkedOnce.current = true;
      if (!check.ok) {
        setErrors(check.errors);
        const first = FIELD_ORDER.find((name) => check.errors[name]);
        const field = first ? form.elements.namedItem(first) : null;
        if (field instanceof HTMLInputElement) field.focus();
        return;
      }
      setErrors({});
      await send(form, check.data, trap);
    } catch {
      // The check's code could not be downloaded (offline): say so instead of doing nothing.
      lazyToast('error', NEWSLETTER_FAILED_TITLE, { description: NEWSLETTER_FAILED_MESSAGE });
    } finally {
      setSubmitting(false);
    }
  }

  async function onInput(event: FormEvent<HTMLFormElement>) {
    if (!checkedOnce.current) return;
    const form = event.currentTarget;
    const check = (await loadCheck())(valuesOf(form, source));
    setErrors(check.ok ? {} : check.errors);
  }

  const Heading = headingLevel;
  const emailId = `${id}-email`;
  const nameId = `${id}-name`;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={[
        variant === 'inline'
          ? 'border-brand/20 bg-accent text-foreground border-y'
          : 'bg-card text-card-foreground rounded-xl border',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={variant === 'inline' ? 'mx-auto max-w-5xl px-4 py-12' : 'p-5 sm:p-6'}>
        <div className="flex items-start gap-3">
          <MailIcon aria-hidden="true" className="text-brand mt-1 size-6 shrink-0" />
          <div>
            <Heading id={`${id}-title`} className="text-2xl font-bold">
              {title}
            </Heading>
            <p className="text-muted-foreground mt-1">{description}</p>
          </div>
        </div>

        <div aria-live="polite" className="mt-6">
          {subscribed ? (
            <div
              role="status"
              className="border-success/40 flex items-start gap-3 rounded-lg border bg-green-50 p-4 text-green-900"
            >
              <CircleCheckIcon aria-hidden="true" className="text-success mt-0.5 size-6 shrink-0" />
              <div>
                <p className="text-lg font-semibold">{NEWSLETTER_PANEL_TITLE}</p>
                <p>{NEWSLETTER_PANEL_MESSAGE}</p>
              </div>
            </div>
          ) : (
            <form
              onSubmit={onSubmit}
              onInput={onInput}
              onFocus={preloadForm}
              noValidate
              aria-label="Newsletter signup"
              className="relative"
            >
              <div
                className={
                  variant === 'inline'
                    ? 'grid gap-4 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto] md:items-start'
                    : 'grid gap-4'
                }
              >
                <div className="space-y-2">
                  <LabelPrimitive.Root data-slot="label" className={labelClassName} htmlFor={emailId}>
                    Email address
                  </LabelPrimitive.Root>
                  <input
                    data-slot="input"
                    className={inputClassName}
                    id={emailId}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    placeholder="you@example.com"
                    aria-required="true"
                    name="email"
                    aria-invalid={errors.email ? true : undefined}
                    aria-describedby={errors.email ? `${emailId}-error` : undefined}
                  />
                  {errors.email ? (
                    <p id={`${emailId}-error`} className="text-destructive text-sm font-medium">
                      {errors.email}
                    </p>
                  ) : null}
                </div>
                <div className="space-y-2">
                  <LabelPrimitive.Root data-slot="label" className={labelClassName} htmlFor={nameId}>
                    First name (optional)
                  </LabelPrimitive.Root>
                  <input
                    data-slot="input"
                    className={inputClassName}
                    id={nameId}
                    autoComplete="given-name"
                    name="firstName"
                    aria-invalid={errors.firstName ? true : undefined}
                    aria-describedby={errors.firstName ? `${nameId}-error` : undefined}
                  />
                  {errors.firstName ? (
                    <p id={`${nameId}-error`} className="text-destructive text-sm font-medium">
                      {errors.firstName}
                    </p>
                  ) : null}
                </div>
                <button
                  type="submit"
                  data-slot="button"
                  data-variant="brand"
                  data-size="default"
                  disabled={isSubmitting}
                  className={buttonVariants({
                    variant: 'brand',
                    className: variant === 'inline' ? 'w-full md:mt-7 md:w-auto' : 'w-full',
                  })}
                >
                  {isSubmitting ? 'Subscribing...' : 'Subscribe'}
                </button>
              </div>
              <HoneypotField />
              <p className="text-muted-foreground mt-3 text-sm">{NEWSLETTER_CONSENT}</p>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
