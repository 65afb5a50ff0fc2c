'use server';

import { after } from 'next/server';

import { clientIp } from '@/lib/server/rate-limit';
import { subscribe, type SubscribeResult } from '@/lib/server/subscribers';

// The bench script finds this action by its exported name: keep it `subscribeAction`.
export async function subscribeAction(input: unknown): Promise<SubscribeResult> {
  return subscribe(input, { ip: await clientIp(), deliver: (task) => after(task) });
}
