'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheckIcon, MailIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { subscribeAction } from '@/app/newsletter/actions';
import { HoneypotField, honeypotValue } from '@/components/contact/honeypot-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { HONEYPOT_FIELD } from '@/lib/honeypot';
import { cn } from '@/lib/utils';
import {
  NEWSLETTER_CONSENT,
  NEWSLETTER_FAILED_MESSAGE,
  NEWSLETTER_FAILED_TITLE,
  NEWSLETTER_PANEL_MESSAGE,
  NEWSLETTER_PANEL_MS,
  NEWSLETTER_PANEL_TITLE,
  NEWSLETTER_SUCCESS_MESSAGE,
  NEWSLETTER_SUCCESS_TITLE,
  newsletterSchema,
  type NewsletterData,
  type NewsletterInput,
  type NewsletterSource,
} from '@/lib/validation/newsletter';

export type NewsletterSignupProps = {
  source: NewsletterSource;
  /** 'inline': a full-width band (home page); 'card': a boxed panel for a column or tab (marketing page). */
  variant?: 'inline' | 'card';
  title?: string;
  description?: string;
  headingLevel?: 'h2' | 'h3';
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
  const empty: NewsletterInput = { email: '', firstName: '', source };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput, unknown, NewsletterData>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: empty,
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  async function onValid(values: NewsletterData, trap: string) {
    let result: Awaited<ReturnType<typeof subscribeAction>>;
    try {
      result = await subscribeAction({ ...values, source, [HONEYPOT_FIELD]: trap });
    } catch {
      toast.error(NEWSLETTER_FAILED_TITLE, { description: NEWSLETTER_FAILED_MESSAGE });
      return;
    }
    if (result.ok) {
      toast.success(NEWSLETTER_SUCCESS_TITLE, { description: NEWSLETTER_SUCCESS_MESSAGE });
      reset(empty);
      setSubscribed(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSubscribed(false), NEWSLETTER_PANEL_MS);
      return;
    }
    if (result.reason === 'duplicate') {
      toast.info(result.title, { description: result.message });
      return;
    }
    if (result.reason === 'invalid' && result.fieldErrors) {
      if (result.fieldErrors.email) setError('email', { type: 'server', message: result.fieldErrors.email });
      if (result.fieldErrors.firstName)
        setError('firstName', { type: 'server', message: result.fieldErrors.firstName });
    }
    toast.error(result.title, { description: result.message });
  }

  function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    const trap = honeypotValue(event.currentTarget);
    return handleSubmit((values) => onValid(values, trap))(event);
  }

  const Heading = headingLevel;
  const emailId = `${id}-email`;
  const nameId = `${id}-name`;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        variant === 'inline'
          ? 'border-brand/20 bg-accent text-foreground border-y'
          : 'bg-card text-card-foreground rounded-xl border',
        className,
      )}
    >
      <div className={cn(variant === 'inline' ? 'mx-auto max-w-5xl px-4 py-12' : 'p-5 sm:p-6')}>
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
            <form onSubmit={onFormSubmit} noValidate aria-label="Newsletter signup" className="relative">
              <div
                className={cn(
                  'grid gap-4',
                  variant === 'inline' && 'md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto] md:items-start',
                )}
              >
                <div className="space-y-2">
                  <Label htmlFor={emailId}>Email address</Label>
                  <Input
                    id={emailId}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    placeholder="you@example.com"
                    aria-required="true"
                    aria-invalid={errors.email ? true : undefined}
                    aria-describedby={errors.email ? `${emailId}-error` : undefined}
                    {...register('email')}
                  />
                  {errors.email?.message ? (
                    <p id={`${emailId}-error`} className="text-destructive text-sm font-medium">
                      {errors.email.message}
                    </p>
                  ) : null}
                </div>
                <div className="space-y-2">
                  <Label htmlFor={nameId}>First name (optional)</Label>
                  <Input
                    id={nameId}
                    autoComplete="given-name"
                    aria-invalid={errors.firstName ? true : undefined}
                    aria-describedby={errors.firstName ? `${nameId}-error` : undefined}
                    {...register('firstName')}
                  />
                  {errors.firstName?.message ? (
                    <p id={`${nameId}-error`} className="text-destructive text-sm font-medium">
                      {errors.firstName.message}
                    </p>
                  ) : null}
                </div>
                <Button
                  type="submit"
                  variant="brand"
                  disabled={isSubmitting}
                  className={cn('w-full', variant === 'inline' && 'md:mt-7 md:w-auto')}
                >
                  {isSubmitting ? 'Subscribing...' : 'Subscribe'}
                </Button>
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
