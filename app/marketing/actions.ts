'use server';

import { revalidatePath } from 'next/cache';

import { failed, succeeded } from '@/lib/rules/action-result';
import { serverAction } from '@/lib/server/action';
import { CAMPAIGN_FORBIDDEN_MESSAGE, createCampaignDraft } from '@/lib/server/campaigns';
import { campaignSchema } from '@/lib/validation/campaign';

/** Saves a draft campaign and sends the admin a test copy. Admins only; RLS refuses anyone else's insert. */
export const createCampaign = serverAction(
  {
    name: '[campaigns] Saving a draft',
    access: ['admin'],
    schema: campaignSchema,
    messages: {
      failure: 'The draft could not be saved. Please try again.',
      signedOut: CAMPAIGN_FORBIDDEN_MESSAGE,
      forbidden: CAMPAIGN_FORBIDDEN_MESSAGE,
    },
  },
  async ({ session, input }) => {
    const result = await createCampaignDraft(session, input);
    if (!result.ok) return failed('invalid', result.message, { fieldErrors: result.fieldErrors });
    revalidatePath('/marketing');
    return succeeded({ testSent: result.testSent }, result.message);
  },
);
