import Link from 'next/link';
import { InfoIcon } from 'lucide-react';

import { NOT_SIGNED_IN_MESSAGE, NO_PERMISSION_MESSAGE } from '@/lib/calendar-messages';

/** Shown in place of the edit controls to visitors and to signed-in users without a staff role. */
export function ManageNotice({ signedIn, nextPath }: { signedIn: boolean; nextPath: string }) {
  return (
    <p className="flex items-start gap-2 rounded-md border border-dashed bg-muted/40 p-3 text-sm" data-testid="manage-notice">
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>
        {signedIn ? NO_PERMISSION_MESSAGE : NOT_SIGNED_IN_MESSAGE}
        {signedIn ? null : (
          <>
            {' '}
            <Link href={`/auth?next=${encodeURIComponent(nextPath)}`} className="font-medium text-primary underline underline-offset-4">
              Staff sign in
            </Link>
          </>
        )}
      </span>
    </p>
  );
}
