import { sendEnquiryAction } from '@/app/contact/actions';
import { subscribeAction } from '@/app/newsletter/actions';

import { settleAfter } from './after';
import { asRequest } from './request-scope';

/**
 * The public forms' real server actions (serverAction: honeypot, schema, rate limit, body) as one visitor's request
 * from `ip`, their after-the-response mail awaited. The test file mocks next/headers with request-scope's
 * nextHeadersMock and next/server's after() with after.ts's nextServerMock.
 */

export async function sendEnquiry(input: unknown, { ip }: { ip: string }) {
  const result = await asRequest(null, () => sendEnquiryAction(input), { ip });
  await settleAfter();
  return result;
}

export async function subscribe(input: unknown, { ip }: { ip: string }) {
  const result = await asRequest(null, () => subscribeAction(input), { ip });
  await settleAfter();
  return result;
}
