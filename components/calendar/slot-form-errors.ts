import type { FieldErrors } from 'react-hook-form';

import { REQUIRED_FIELDS_MESSAGE, type SlotInput } from '@/lib/validation/slot';

const order: (keyof SlotInput)[] = [
  'date',
  'course_name',
  'location',
  'start_time',
  'end_time',
  'max_students',
  'current_bookings',
  'price',
  'status',
];

/** The one message a slot form shows: the required-fields message first, then the first field's problem. */
export function firstFormError(errors: FieldErrors<SlotInput>): string | undefined {
  const messages = order
    .map((name) => errors[name]?.message)
    .filter((message): message is string => Boolean(message));
  return messages.find((message) => message === REQUIRED_FIELDS_MESSAGE) ?? messages[0];
}
