'use server';

import { after } from 'next/server';

import { failed, succeeded, type ActionResult } from '@/lib/rules/action-result';
import { serverAction } from '@/lib/server/action';
import { formAction } from '@/lib/server/form-action';
import { addSubscriber } from '@/lib/server/subscribers';
import {
  NEWSLETTER_DUPLICATE_MESSAGE,
  NEWSLETTER_DUPLICATE_TITLE,
  NEWSLETTER_FAILED_MESSAGE,
  NEWSLETTER_FAILED_TITLE,
  NEWSLETTER_SUCCESS_MESSAGE,
  NEWSLETTER_SUCCESS_TITLE,
  newsletterSchema,
} from '@/lib/validation/newsletter';

/** The answer a visitor gets, and a bot that filled the honeypot too. */
const subscribed = (): ActionResult => succeeded(null, NEWSLETTER_SUCCESS_TITLE, NEWSLETTER_SUCCESS_MESSAGE);

/**
 * The newsletter signup: subscribes the address, answers, then sends the welcome mail after the response. Every
 * failure's message is 'Subscription failed' with the reason under it, except an address already on the list:
 * code 'conflict', 'Already subscribed' (the form shows it as information, not an error).
 */
// The bench script and the server-process test find this action by its exported name: keep it `subscribeAction`.
export const subscribeAction = serverAction(
  {
    name: '[newsletter] Subscribing',
    access: 'public',
    schema: newsletterSchema,
    messages: {
      failure: NEWSLETTER_FAILED_TITLE,
      errorDetail: NEWSLETTER_FAILED_MESSAGE,
      unavailable: NEWSLETTER_FAILED_MESSAGE,
      issueAsMessage: false,
      rateLimited: NEWSLETTER_FAILED_TITLE,
    },
    rateLimit: { action: 'newsletter', subject: (input) => input.email },
    honeypot: subscribed,
  },
  async ({ input }) => {
    const outcome = await addSubscriber(input, (task) => after(task));
    return outcome === 'duplicate'
      ? failed('conflict', NEWSLETTER_DUPLICATE_TITLE, { detail: NEWSLETTER_DUPLICATE_MESSAGE })
      : subscribed();
  },
);

/** The signup form's action (`<form action>`): works before hydration and without JavaScript. */
export const subscribeFormAction = formAction(subscribeAction);
