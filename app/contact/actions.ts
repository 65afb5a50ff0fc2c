'use server';

import { after } from 'next/server';

import { submitEnquiry, type EnquiryResult } from '@/lib/server/enquiries';
import { clientIp } from '@/lib/server/rate-limit';

/** Stores the enquiry, answers the visitor, then mails it after the response. */
export async function sendEnquiryAction(input: unknown): Promise<EnquiryResult> {
  return submitEnquiry(input, { ip: await clientIp(), deliver: (task) => after(task) });
}
