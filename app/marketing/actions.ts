'use server';

import { revalidatePath } from 'next/cache';

import { failed, succeeded } from '@/lib/rules/action-result';
import type { CampaignFigures, CampaignStatus } from '@/lib/rules/campaign-status';
import { serverAction } from '@/lib/server/action';
import {
  CAMPAIGN_FORBIDDEN_MESSAGE,
  campaignDetail,
  countAudience,
  createCampaignDraft,
  sendTestCopy,
  setCampaignPaused,
  startCampaign,
  unscheduleCampaign,
} from '@/lib/server/campaigns';
import { startEmbeddedCampaignWorker, wakeCampaignWorkers } from '@/lib/server/campaign-worker';
import {
  audienceCountSchema,
  audienceFilter,
  campaignIdSchema,
  campaignSchema,
  sendCampaignSchema,
} from '@/lib/validation/campaign';

const refusals = { signedOut: CAMPAIGN_FORBIDDEN_MESSAGE, forbidden: CAMPAIGN_FORBIDDEN_MESSAGE };

/** Saves a draft campaign and sends the admin a test copy. Admins only; RLS refuses anyone else's insert. */
export const createCampaign = serverAction(
  {
    name: '[campaigns] Saving a draft',
    access: ['admin'],
    schema: campaignSchema,
    messages: { failure: 'The draft could not be saved. Please try again.', ...refusals },
  },
  async ({ session, input }) => {
    const result = await createCampaignDraft(session, input);
    if (!result.ok) return failed('invalid', result.message, { fieldErrors: result.fieldErrors });
    revalidatePath('/marketing');
    return succeeded({ testSent: result.testSent, id: result.id }, result.message);
  },
);

/** Sends the admin another test copy of a saved campaign. */
export const sendCampaignTest = serverAction(
  {
    name: '[campaigns] Sending a test',
    access: ['admin'],
    schema: campaignIdSchema,
    messages: { failure: 'The test e-mail could not be sent.', ...refusals },
  },
  async ({ session, input }) => {
    const campaign = await campaignDetail(session, input.id);
    if (!campaign) return failed('not-found', 'This campaign no longer exists.');
    if (!(await sendTestCopy(session, campaign)))
      return failed('unavailable', 'The test e-mail could not be sent.', {
        detail: 'Please try again later.',
      });
    return succeeded(null, 'Test e-mail sent', `A test copy went to ${session.user.email}`);
  },
);

/** Send now (queues the outbox in one statement) or schedule. Admins only, in the action and by RLS. */
export const sendCampaign = serverAction(
  {
    name: '[campaigns] Sending to the list',
    access: ['admin'],
    schema: sendCampaignSchema,
    messages: { failure: 'The campaign could not be sent.', ...refusals },
  },
  async ({ session, input }) => {
    const outcome = await startCampaign(session, input);
    if (!outcome.ok) {
      if (outcome.reason === 'not-found') return failed('not-found', 'This campaign no longer exists.');
      if (outcome.reason === 'empty')
        return failed('invalid', 'Nobody to send to', { detail: 'This audience has no active subscribers.' });
      return failed('invalid', 'Already sent or scheduled', {
        detail: 'This campaign has left the drafts: it cannot be sent again.',
      });
    }
    startEmbeddedCampaignWorker();
    wakeCampaignWorkers();
    revalidatePath('/marketing');
    const data: { status: CampaignStatus; queued: number } = {
      status: outcome.status,
      queued: outcome.queued,
    };
    return outcome.status === 'scheduled'
      ? succeeded(data, 'Campaign scheduled')
      : succeeded(
          data,
          'Sending started',
          `${outcome.queued.toLocaleString('en-AU')} ${outcome.queued === 1 ? 'subscriber' : 'subscribers'} queued`,
        );
  },
);

const pauseSchema = campaignIdSchema;

export const pauseCampaign = serverAction(
  {
    name: '[campaigns] Pausing',
    access: ['admin'],
    schema: pauseSchema,
    messages: { failure: 'The campaign could not be paused.', ...refusals },
  },
  async ({ session, input }) => {
    const status = await setCampaignPaused(session, input.id, true);
    if (!status) return failed('invalid', 'Only a campaign that is sending can be paused.');
    return succeeded({ status }, 'Campaign paused');
  },
);

export const resumeCampaign = serverAction(
  {
    name: '[campaigns] Resuming',
    access: ['admin'],
    schema: pauseSchema,
    messages: { failure: 'The campaign could not be resumed.', ...refusals },
  },
  async ({ session, input }) => {
    const status = await setCampaignPaused(session, input.id, false);
    if (!status) return failed('invalid', 'Only a paused campaign can be resumed.');
    startEmbeddedCampaignWorker();
    wakeCampaignWorkers();
    return succeeded({ status }, 'Sending resumed');
  },
);

/** The campaign page polls this while a campaign is sending. */
export const campaignProgress = serverAction(
  {
    name: '[campaigns] Reading progress',
    access: ['admin'],
    schema: campaignIdSchema,
    messages: { failure: 'Progress could not be read.', ...refusals },
  },
  async ({ session, input }) => {
    const campaign = await campaignDetail(session, input.id);
    if (!campaign) return failed('not-found', 'This campaign no longer exists.');
    return succeeded<{ status: CampaignStatus; figures: CampaignFigures }>({
      status: campaign.status,
      figures: campaign.figures,
    });
  },
);

/** How many subscribers an audience reaches now (the count shown before sending). */
export const countCampaignAudience = serverAction(
  {
    name: '[campaigns] Counting an audience',
    access: ['admin'],
    schema: audienceCountSchema,
    messages: { failure: 'The audience could not be counted.', ...refusals },
  },
  async ({ session, input }) =>
    succeeded({ count: await countAudience(session, audienceFilter(input.audience)) }),
);

/** Cancels a schedule: the campaign goes back to the drafts. */
export const cancelCampaignSchedule = serverAction(
  {
    name: '[campaigns] Cancelling a schedule',
    access: ['admin'],
    schema: campaignIdSchema,
    messages: { failure: 'The schedule could not be cancelled.', ...refusals },
  },
  async ({ session, input }) => {
    if (!(await unscheduleCampaign(session, input.id)))
      return failed('invalid', 'Only a scheduled campaign can be cancelled.');
    revalidatePath('/marketing');
    return succeeded(
      { status: 'draft' as CampaignStatus },
      'Schedule cancelled',
      'The campaign is a draft again.',
    );
  },
);
