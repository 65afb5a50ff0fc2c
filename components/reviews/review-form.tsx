'use client';

import { useId } from 'react';
import { useRouter } from 'next/navigation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { submitReviewAction } from '@/app/reviews/actions';
import { FieldError, RequiredMark } from '@/components/form/field-error';
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

/** 'Leave a Review' for a signed-in user. Published at once; the list reloads after a success. */
export function ReviewForm() {
  const id = useId();
  const router = useRouter();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput, unknown, ReviewData>({
    resolver: zodResolver(reviewSchema),
    defaultValues: emptyReview,
  });
  const rating = useWatch({ control, name: 'rating' });

  async function onSubmit(values: ReviewData) {
    let result: Awaited<ReturnType<typeof submitReviewAction>>;
    try {
      result = await submitReviewAction(values);
    } catch {
      toast.error(REVIEW_FAILED_TITLE, { description: REVIEW_FAILED_MESSAGE });
      return;
    }
    if (result.ok) {
      toast.success(result.message, { description: result.detail });
      reset(emptyReview);
      router.refresh();
      return;
    }
    if (result.code === 'invalid') {
      for (const name of fieldNames) {
        const message = result.fieldErrors[name];
        if (message) setError(name, { type: 'server', message });
      }
    }
    toast.error(result.message, { description: result.detail });
  }

  const fieldId = (name: FieldName) => `${id}-${name}`;
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const describedBy = (name: FieldName) => (errors[name] ? errorId(name) : undefined);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Leave a Review" className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor={fieldId('customer_name')}>
          Your Name <RequiredMark />
        </Label>
        <Input
          id={fieldId('customer_name')}
          autoComplete="name"
          aria-required="true"
          aria-invalid={errors.customer_name ? true : undefined}
          aria-describedby={describedBy('customer_name')}
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
          {...register('customer_email')}
        />
        <FieldError id={errorId('customer_email')} message={errors.customer_email?.message} />
      </div>

      <div className="space-y-2">
        <Label htmlFor={fieldId('course_name')}>Course Taken (optional)</Label>
        <Input
          id={fieldId('course_name')}
          aria-invalid={errors.course_name ? true : undefined}
          aria-describedby={describedBy('course_name')}
          {...register('course_name')}
        />
        <FieldError id={errorId('course_name')} message={errors.course_name?.message} />
      </div>

      <div className="space-y-2">
        <p id={`${id}-rating-label`} className="text-sm leading-snug font-medium">
          Rating <RequiredMark />
        </p>
        <StarRatingInput
          value={rating}
          onChange={(value) => setValue('rating', value, { shouldValidate: true, shouldDirty: true })}
          labelledBy={`${id}-rating-label`}
          describedBy={describedBy('rating')}
          invalid={Boolean(errors.rating)}
          disabled={isSubmitting}
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
          {...register('review_text')}
        />
        <FieldError id={errorId('review_text')} message={errors.review_text?.message} />
      </div>

      <Button type="submit" variant="brand" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Submitting...' : 'Submit Review'}
      </Button>
    </form>
  );
}
