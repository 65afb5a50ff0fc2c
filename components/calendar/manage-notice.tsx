import { InfoIcon } from 'lucide-react';

import { NOT_SIGNED_IN_MESSAGE, NO_PERMISSION_MESSAGE } from '@/lib/rules/calendar-messages';

/** Shown in place of the edit controls to visitors and to signed-in users without a staff role. */
export function ManageNotice({ signedIn, nextPath }: { signedIn: boolean; nextPath: string }) {
  return (
    <p
      className="bg-muted/40 flex items-start gap-2 rounded-md border border-dashed p-3 text-sm"
      data-testid="manage-notice"
    >
      <InfoIcon className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {signedIn ? NO_PERMISSION_MESSAGE : NOT_SIGNED_IN_MESSAGE}
        {signedIn ? null : (
          <>
            {' '}
            <a
              href={`/auth?next=${encodeURIComponent(nextPath)}`}
              className="text-primary font-medium underline underline-offset-4"
            >
              Staff sign in
            </a>
          </>
        )}
      </span>
    </p>
  );
}
