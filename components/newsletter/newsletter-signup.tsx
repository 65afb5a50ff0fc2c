'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { CircleCheckIcon, MailIcon } from 'lucide-react';
import { Label as LabelPrimitive } from 'radix-ui';

import { usePageActionState } from '@/lib/client/page-action-state';
import { subscribeFormAction } from '@/app/newsletter/actions';
import { ActionBoundary } from '@/components/form/action-boundary';
import { HoneypotField } from '@/components/form/honeypot-field';
import { SubmitButton } from '@/components/form/submit-button';
import { inputClassName, labelClassName } from '@/components/ui/styles';
import { lazyOnce } from '@/lib/client/lazy-once';
import { formCodePreloader, lazyToast } from '@/lib/client/lazy-toast';
import type { FormState } from '@/lib/rules/form-state';
import {
  NEWSLETTER_CONSENT,
  NEWSLETTER_FAILED_MESSAGE,
  NEWSLETTER_FAILED_TITLE,
  NEWSLETTER_PANEL_MESSAGE,
  NEWSLETTER_PANEL_MS,
  NEWSLETTER_PANEL_TITLE,
  type NewsletterSource,
} from '@/lib/validation/newsletter-messages';
import type { NewsletterFieldErrors } from '@/lib/validation/newsletter';

// zod loads on first focus: after a refused submit, the messages follow the typing as in the site's other forms.
const loadCheck = lazyOnce(() =>
  import('@/lib/validation/newsletter').then((module) => module.checkNewsletter),
);

const preloadForm = formCodePreloader(loadCheck);

const FIELD_ORDER = ['email', 'firstName'] as const;

export type NewsletterSignupProps = {
  source: NewsletterSource;
  /** 'inline': a full-width band (home page); 'card': a boxed panel for a column or tab (marketing page). */
  variant?: 'inline' | 'card';
  title?: string;
  description?: string;
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/**
 * The inline newsletter signup: e-mail and optional first name, a welcome e-mail, a 5-second success panel. A React
 * form action: it posts before hydration and without JavaScript, and the page shows the result either way.
 */
export function NewsletterSignup(props: NewsletterSignupProps) {
  return (
    <ActionBoundary>
      {(failure, remember) => (
        <NewsletterSignupForm {...props} unreachable={failure?.submitted} remember={remember} />
      )}
    </ActionBoundary>
  );
}

function NewsletterSignupForm({
  source,
  variant = 'inline',
  title = 'Stay up to date',
  description = 'New course dates, specials and safety updates for NSW and QLD, straight to your inbox.',
  headingLevel = 'h2',
  className,
  unreachable,
  remember,
}: NewsletterSignupProps & {
  unreachable?: Record<string, string>;
  remember: (form: HTMLFormElement) => void;
}) {
  const id = useId();
  const [state, action] = usePageActionState(subscribeFormAction, null);
  // The success panel of this answer was shown for its time and put away (JavaScript only: without it, it stays).
  const [panelDoneFor, setPanelDoneFor] = useState<FormState>(null);
  // Messages re-checked while typing after a refused submit, for the answer they follow.
  const [typed, setTyped] = useState<{ of: FormState; errors: NewsletterFieldErrors } | null>(null);

  useEffect(() => {
    // The action could not be reached (offline, a deploy in between): the form is back with what was typed.
    if (unreachable) lazyToast('error', NEWSLETTER_FAILED_TITLE, { description: NEWSLETTER_FAILED_MESSAGE });
  }, [unreachable]);

  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      lazyToast('success', state.message, { description: state.detail });
      const timer = setTimeout(() => setPanelDoneFor(state), NEWSLETTER_PANEL_MS);
      return () => clearTimeout(timer);
    }
    // Already on the list: information, not an error.
    if (state.code === 'conflict') lazyToast('info', state.message, { description: state.detail });
    else lazyToast('error', state.message, { description: state.detail ?? NEWSLETTER_FAILED_MESSAGE });
    const first = FIELD_ORDER.find((name) => state.fieldErrors[name]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }, [state, id]);

  const subscribed = state?.ok === true && panelDoneFor !== state;
  const refused = state && !state.ok ? state : null;
  const errors: NewsletterFieldErrors =
    typed?.of === state
      ? typed.errors
      : { email: refused?.fieldErrors.email, firstName: refused?.fieldErrors.firstName };

  async function onInput(event: FormEvent<HTMLFormElement>) {
    if (!refused || Object.keys(refused.fieldErrors).length === 0) return;
    const form = new FormData(event.currentTarget);
    const check = (await loadCheck())({
      email: String(form.get('email') ?? ''),
      firstName: String(form.get('firstName') ?? ''),
      source,
    });
    setTyped({ of: state, errors: check.ok ? {} : check.errors });
  }

  const Heading = headingLevel;
  const emailId = `${id}-email`;
  const nameId = `${id}-firstName`;

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
              action={action}
              onSubmit={(event) => remember(event.currentTarget)}
              onInput={onInput}
              onFocus={preloadForm}
              noValidate
              aria-label="Newsletter signup"
              className="relative"
            >
              <input type="hidden" name="source" value={source} />
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
                    defaultValue={refused?.values.email ?? unreachable?.email}
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
                    type="text"
                    autoComplete="given-name"
                    name="firstName"
                    defaultValue={refused?.values.firstName ?? unreachable?.firstName}
                    aria-invalid={errors.firstName ? true : undefined}
                    aria-describedby={errors.firstName ? `${nameId}-error` : undefined}
                  />
                  {errors.firstName ? (
                    <p id={`${nameId}-error`} className="text-destructive text-sm font-medium">
                      {errors.firstName}
                    </p>
                  ) : null}
                </div>
                <SubmitButton
                  variant="brand"
                  busyLabel="Subscribing..."
                  className={variant === 'inline' ? 'w-full md:mt-7 md:w-auto' : 'w-full'}
                >
                  Subscribe
                </SubmitButton>
              </div>
              <HoneypotField />
              {refused && !refused.fieldErrors.email && !refused.fieldErrors.firstName ? (
                <p role="alert" className="text-destructive mt-3 text-sm font-medium">
                  {refused.code === 'conflict'
                    ? refused.message
                    : `${refused.message}: ${refused.detail ?? NEWSLETTER_FAILED_MESSAGE}`}
                </p>
              ) : null}
              <p className="text-muted-foreground mt-3 text-sm">{NEWSLETTER_CONSENT}</p>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
