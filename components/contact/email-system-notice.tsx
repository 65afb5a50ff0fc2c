import { CircleCheckIcon } from 'lucide-react';

import { ENQUIRY_REPLY_HOURS } from '@/lib/validation/enquiry';

/** The green 'Email System Active' notice of the contact page. */
export function EmailSystemNotice() {
  return (
    <div className="border-success/40 text-success flex gap-3 rounded-lg border bg-green-50 p-4">
      <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">Email System Active</p>
        <p className="text-sm text-green-900">
          Enquiries go straight to our training coordinators, who reply within {ENQUIRY_REPLY_HOURS} hours.
        </p>
      </div>
    </div>
  );
}
