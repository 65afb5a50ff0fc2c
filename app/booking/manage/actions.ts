'use server';

import { revalidatePath, updateTag } from 'next/cache';
import { after } from 'next/server';

import { failed, succeeded, type ActionResult } from '@/lib/rules/action-result';
import { serverAction } from '@/lib/server/action';
import { cancelWithToken, takeOfferWithToken, type LinkResult } from '@/lib/server/enrolments';
import { settleByPolicy } from '@/lib/server/payments';
import { deliverQueued } from '@/lib/server/outbox';
import { getPriceBook } from '@/lib/server/price-overrides';
import { UPCOMING_SLOTS_TAG } from '@/lib/server/slots';
import { bookingLinkSchema } from '@/lib/validation/enrolment';

/**
 * The learner's signed links (no account): cancel a confirmed place, or take a place offered from the waitlist.
 * Public and rate limited; the token is the authority and the database state makes it single-use.
 */

function settle(result: LinkResult, failure: string): ActionResult<null> {
  if (!result.ok) {
    const code =
      result.reason === 'forged' ? 'invalid' : result.reason === 'not-found' ? 'not-found' : 'conflict';
    return failed(code, failure, { detail: result.message });
  }
  const mailIds = result.mailIds;
  if (mailIds.length > 0) after(() => deliverQueued(mailIds).then(() => undefined));
  revalidatePath('/calendar', 'layout');
  revalidatePath('/staff');
  updateTag(UPCOMING_SLOTS_TAG);
  return succeeded(null, result.message);
}

const options = (name: string, failure: string) =>
  ({
    name,
    access: 'public',
    schema: bookingLinkSchema,
    messages: { failure, issueAsMessage: false },
    rateLimit: { action: 'booking-link' },
  }) as const;

export const cancelByLinkAction = serverAction(
  options('[booking] Cancelling a place by link', 'Your place could not be cancelled.'),
  async ({ input }) =>
    settle(
      await cancelWithToken(input.token, { prices: await getPriceBook() }, settleByPolicy),
      'Your place could not be cancelled.',
    ),
);

export const takeOfferByLinkAction = serverAction(
  options('[booking] Taking an offered place by link', 'The place could not be taken.'),
  async ({ input }) =>
    settle(
      await takeOfferWithToken(input.token, { prices: await getPriceBook() }),
      'The place could not be taken.',
    ),
);
