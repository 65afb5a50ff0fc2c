'use client';

import { useActionState, useEffect, useId } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';

import { submitReviewFormAction } from '@/app/reviews/actions';
import { FieldError, RequiredMark } from '@/components/form/field-error';
import { FormOutcome } from '@/components/form/form-outcome';
import { SubmitButton } from '@/components/form/submit-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { ReviewInput } from '@/lib/validation/review';

import { StarRatingInput } from './star-rating-input';

type FieldName = keyof ReviewInput;
const fieldNames: readonly FieldName[] = [
  'customer_name',
  'customer_email',
  'course_name',
  'rating',
  'review_text',
];

/**
 * 'Leave a Review' for a signed-in user: a React form action, so it posts without JavaScript too, and the server
 * checks the session and the shared schema. Published at once; the list reloads after a success.
 */
export function ReviewForm() {
  const id = useId();
  const router = useRouter();
  const [state, action] = useActionState(submitReviewFormAction, null);

  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      toast.success(state.message, { description: state.detail });
      router.refresh();
      return;
    }
    toast.error(state.message, { description: state.detail });
    const first = fieldNames.find((name) => state.fieldErrors[name]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }, [state, router, id]);

  const errors: Partial<Record<FieldName, string>> = state && !state.ok ? state.fieldErrors : {};
  const values: Record<string, string | undefined> = state && !state.ok ? state.values : {};

  const fieldId = (name: FieldName) => `${id}-${name}`;
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const describedBy = (name: FieldName) => (errors[name] ? errorId(name) : undefined);

  return (
    <form action={action} noValidate aria-label="Leave a Review" className="space-y-5">
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
          name="customer_name"
          defaultValue={values.customer_name}
        />
        <FieldError id={errorId('customer_name')} message={errors.customer_name} />
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
          name="customer_email"
          defaultValue={values.customer_email}
        />
        <FieldError id={errorId('customer_email')} message={errors.customer_email} />
      </div>

      <div className="space-y-2">
        <Label htmlFor={fieldId('course_name')}>Course Taken (optional)</Label>
        <Input
          id={fieldId('course_name')}
          type="text"
          aria-invalid={errors.course_name ? true : undefined}
          aria-describedby={describedBy('course_name')}
          name="course_name"
          defaultValue={values.course_name}
        />
        <FieldError id={errorId('course_name')} message={errors.course_name} />
      </div>

      <div className="space-y-2">
        <p id={`${id}-rating-label`} className="text-sm leading-snug font-medium">
          Rating <RequiredMark />
        </p>
        <StarRatingInput
          name="rating"
          defaultValue={Number(values.rating) || undefined}
          labelledBy={`${id}-rating-label`}
          describedBy={describedBy('rating')}
          invalid={Boolean(errors.rating)}
        />
        <FieldError id={errorId('rating')} message={errors.rating} />
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
          name="review_text"
          defaultValue={values.review_text}
        />
        <FieldError id={errorId('review_text')} message={errors.review_text} />
      </div>

      <FormOutcome state={state} />

      <SubmitButton variant="brand" size="lg" className="w-full sm:w-auto" busyLabel="Submitting...">
        Submit Review
      </SubmitButton>
    </form>
  );
}
