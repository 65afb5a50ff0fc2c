'use server';

import { after } from 'next/server';

import { succeeded, type ActionResult } from '@/lib/rules/action-result';
import { enquiryFallback, type EnquiryFallback } from '@/lib/rules/enquiry-mail';
import type { FormState } from '@/lib/rules/form-state';
import { formAction } from '@/lib/server/form-action';
import { serverAction } from '@/lib/server/action';
import { storeEnquiry } from '@/lib/server/enquiries';
import {
  ENQUIRY_FALLBACK_MESSAGE,
  ENQUIRY_FALLBACK_TITLE,
  ENQUIRY_RATE_LIMITED_TITLE,
  ENQUIRY_SUCCESS_MESSAGE,
  ENQUIRY_SUCCESS_TITLE,
  enquiryInvalidTitle,
  enquirySchema,
} from '@/lib/validation/enquiry';
import { fieldErrors } from '@/lib/validation/issues';

/** The answer a visitor gets, and a bot that filled the honeypot too. */
const sent = (): ActionResult => succeeded(null, ENQUIRY_SUCCESS_TITLE, ENQUIRY_SUCCESS_MESSAGE);

/**
 * Stores the enquiry, answers the visitor, then mails it after the response. The message and detail are the
 * form's toast. A failure with code 'unavailable' or 'error' means it was not stored: the form then opens the
 * visitor's mail app with their own text (enquiryMailto), so nothing they typed is lost.
 */
export const sendEnquiryAction = serverAction(
  {
    name: '[contact] Sending an enquiry',
    access: 'public',
    schema: enquirySchema,
    messages: {
      failure: ENQUIRY_FALLBACK_TITLE,
      errorDetail: ENQUIRY_FALLBACK_MESSAGE,
      unavailable: ENQUIRY_FALLBACK_MESSAGE,
      invalid: (error) => enquiryInvalidTitle(Object.values(fieldErrors(error))),
      rateLimited: ENQUIRY_RATE_LIMITED_TITLE,
    },
    rateLimit: { action: 'enquiry', subject: (input) => input.email },
    honeypot: sent,
  },
  async ({ input }) => {
    await storeEnquiry(input, (task) => after(task));
    return sent();
  },
);

export type EnquiryFormState = (NonNullable<FormState> & { fallback?: EnquiryFallback }) | null;

const sendEnquiryForm = formAction(sendEnquiryAction);

/**
 * The enquiry form's action (`<form action>`), before hydration and without JavaScript too. When the enquiry could
 * not be stored, the answer carries the visitor's own text as a mailto (spec 000: 'Email Service Issue').
 */
export async function sendEnquiryFormAction(
  previous: EnquiryFormState,
  formData: FormData,
): Promise<EnquiryFormState> {
  const state = await sendEnquiryForm(previous, formData);
  if (state && !state.ok && (state.code === 'unavailable' || state.code === 'error')) {
    return { ...state, fallback: enquiryFallback(state.values) };
  }
  return state;
}
