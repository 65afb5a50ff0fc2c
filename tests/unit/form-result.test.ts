import { describe, expect, it } from 'vitest';

import { fieldFeedback, formErrorMessage } from '@/components/form/form-result';
import { failed, succeeded } from '@/lib/rules/action-result';
import type { FormState } from '@/lib/rules/form-state';

const order = ['email', 'password', 'confirmPassword'] as const;

describe("a form's feedback per field", () => {
  it('marks every refused field invalid and shows one message, beside the first refused field of the order', () => {
    const state: FormState = {
      ...failed('invalid', 'Please check the form.', {
        fieldErrors: { confirmPassword: 'Passwords do not match', password: 'Password is too weak' },
      }),
      values: {},
    };
    const { first, invalid, errorFor } = fieldFeedback(state, order);
    expect(first).toEqual({ field: 'password', message: 'Password is too weak' });
    expect(order.map(invalid)).toEqual([false, true, true]);
    expect(order.map(errorFor)).toEqual([undefined, 'Password is too weak', undefined]);
    expect(formErrorMessage(state, order)).toBeNull();
  });

  it('shows nothing beside fields before a submit or after a success; a refusal of no field is the form’s own', () => {
    for (const state of [null, { ...succeeded(null, 'Saved'), values: {} }] satisfies FormState[]) {
      const { first, invalid, errorFor } = fieldFeedback(state, order);
      expect(first).toBeNull();
      expect(order.map(invalid)).toEqual([false, false, false]);
      expect(order.map(errorFor)).toEqual([undefined, undefined, undefined]);
    }
    const refused: FormState = {
      ...failed('conflict', 'Could not save', { detail: 'Try again' }),
      values: {},
    };
    expect(fieldFeedback(refused, order).first).toBeNull();
    expect(formErrorMessage(refused, order)).toBe('Try again');
  });
});
