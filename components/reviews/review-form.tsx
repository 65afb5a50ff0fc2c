'use client';

import { useEffect, useId } from 'react';
import { useRouter } from 'next/navigation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { usePageActionState } from '@/lib/client/page-action-state';
import { showServerErrors } from '@/lib/client/server-field-errors';
import { submitReviewFormAction } from '@/app/reviews/actions';
import { ActionBoundary } from '@/components/form/action-boundary';
import { checkedSubmit } from '@/components/form/checked-submit';
import { FieldError, RequiredMark } from '@/components/form/field-error';
import { FormOutcome } from '@/components/form/form-outcome';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import {
  emptyReview,
  REVIEW_FAILED_MESSAGE,
  REVIEW_FAILED_TITLE,
  reviewSchema,
  type ReviewData,
  type ReviewInput,
} from '@/lib/validation/review';

import { StarRatingInput } from './star-rating-input';

type FieldName = keyof ReviewInput;
const fieldNames: readonly FieldName[] = [
  'customer_name',
  'customer_email',
  'course_name',
  'rating',
  'review_text',
];

/** The radios' value as the schema takes it: a number, 0 when none is chosen. */
const asRating = (value: unknown) =>
  value === null || value === undefined || value === '' ? 0 : Number(value);

/**
 * 'Leave a Review' for a signed-in user. A React form action: without JavaScript it posts as a plain form and the
 * server checks the session and the shared schema; with it, the fields are checked here first. Published at once;
 * the list reloads after a success.
 */
export function ReviewForm() {
  return (
    <ActionBoundary>
      {(failure, remember) => <ReviewFormFields unreachable={failure?.submitted} remember={remember} />}
    </ActionBoundary>
  );
}

function ReviewFormFields({
  unreachable,
  remember,
}: {
  unreachable?: Record<string, string>;
  remember: (form: HTMLFormElement) => void;
}) {
  const id = useId();
  const router = useRouter();
  const [state, action, pending] = usePageActionState(submitReviewFormAction, null);
  const initial: ReviewInput = unreachable
    ? { ...emptyReview, ...unreachable, rating: asRating(unreachable.rating) }
    : emptyReview;
  const form = useForm<ReviewInput, unknown, ReviewData>({
    resolver: zodResolver(reviewSchema),
    defaultValues: initial,
  });
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = form;
  const rating = useWatch({ control, name: 'rating' });
  // What was sent, shown again by a page rendered without JavaScript after a refusal.
  const sent: Record<string, string | undefined> = state && !state.ok ? state.values : {};

  useEffect(() => {
    if (unreachable) toast.error(REVIEW_FAILED_TITLE, { description: REVIEW_FAILED_MESSAGE });
  }, [unreachable]);

  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      toast.success(state.message, { description: state.detail });
      reset(emptyReview);
      router.refresh();
      return;
    }
    showServerErrors(form, state.fieldErrors, fieldNames);
    toast.error(state.message, { description: state.detail });
  }, [state, reset, router, form]);

  const fieldId = (name: FieldName) => `${id}-${name}`;
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const describedBy = (name: FieldName) => (errors[name] ? errorId(name) : undefined);

  return (
    <form
      action={action}
      onSubmit={checkedSubmit(handleSubmit, action, remember)}
      noValidate
      aria-label="Leave a Review"
      className="space-y-5"
    >
      <div className="space-y-2">
        <Label htmlFor={fieldId('customer_name')}>
          Your Name <RequiredMark />
        </Label>
        <Input
          id={fieldId('customer_name')}
          type="text"
          autoComplete="name"
          aria-required="true"
          aria-invalid={errors.customer_name ? true : undefined}
          aria-describedby={describedBy('customer_name')}
          defaultValue={sent.customer_name}
          {...register('customer_name')}
        />
        <FieldError id={errorId('customer_name')} message={errors.customer_name?.message} />
      </div>

      <div className="space-y-2">
        <Label htmlFor={fieldId('customer_email')}>Your Email (optional, not shown)</Label>
        <Input
          id={fieldId('customer_email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-invalid={errors.customer_email ? true : undefined}
          aria-describedby={describedBy('customer_email')}
          defaultValue={sent.customer_email}
          {...register('customer_email')}
        />
        <FieldError id={errorId('customer_email')} message={errors.customer_email?.message} />
      </div>

      <div className="space-y-2">
        <Label htmlFor={fieldId('course_name')}>Course Taken (optional)</Label>
        <Input
          id={fieldId('course_name')}
          type="text"
          aria-invalid={errors.course_name ? true : undefined}
          aria-describedby={describedBy('course_name')}
          defaultValue={sent.course_name}
          {...register('course_name')}
        />
        <FieldError id={errorId('course_name')} message={errors.course_name?.message} />
      </div>

      <div className="space-y-2">
        <p id={`${id}-rating-label`} className="text-sm leading-snug font-medium">
          Rating <RequiredMark />
        </p>
        <StarRatingInput
          value={asRating(rating)}
          inputProps={register('rating')}
          labelledBy={`${id}-rating-label`}
          describedBy={describedBy('rating')}
          invalid={Boolean(errors.rating)}
        />
        <FieldError id={errorId('rating')} message={errors.rating?.message} />
      </div>

      <div className="space-y-2">
        <Label htmlFor={fieldId('review_text')}>
          Your Review <RequiredMark />
        </Label>
        <Textarea
          id={fieldId('review_text')}
          rows={5}
          placeholder="What was the course like? What did you learn?"
          aria-required="true"
          aria-invalid={errors.review_text ? true : undefined}
          aria-describedby={describedBy('review_text')}
          defaultValue={sent.review_text}
          {...register('review_text')}
        />
        <FieldError id={errorId('review_text')} message={errors.review_text?.message} />
      </div>

      <FormOutcome state={state} />

      <Button type="submit" variant="brand" size="lg" disabled={pending} className="w-full sm:w-auto">
        {pending ? 'Submitting...' : 'Submit Review'}
      </Button>
    </form>
  );
}
