'use server';

import { revalidatePath } from 'next/cache';

import { getSession } from '@/lib/auth';
import { createCampaignDraft, type CampaignResult } from '@/lib/server/campaigns';

export async function createCampaign(input: unknown): Promise<CampaignResult> {
  try {
    const result = await createCampaignDraft(await getSession(), input);
    if (result.ok) revalidatePath('/marketing');
    return result;
  } catch (error) {
    const { name, message, code } = (error ?? {}) as { name?: string; message?: string; code?: string };
    console.error('[campaigns] Saving the draft failed', { name, message, code });
    return { ok: false, message: 'The draft could not be saved. Please try again.' };
  }
}
