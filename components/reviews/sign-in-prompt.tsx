import Link from 'next/link';
import { LogInIcon } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button';

/** Shown in place of the review form to visitors who are not signed in; sign-in returns them to /reviews. */
export function SignInPrompt() {
  return (
    <div className="bg-muted rounded-lg border border-dashed p-6 text-center">
      <p className="font-semibold">Sign in to leave a review</p>
      <p className="text-muted-foreground mt-1 text-sm">
        Reviews come from our students, so we ask you to sign in first. It only takes a minute.
      </p>
      <Link href="/auth?next=%2Freviews" className={buttonVariants({ variant: 'brand', className: 'mt-4' })}>
        <LogInIcon aria-hidden="true" />
        Sign In
      </Link>
    </div>
  );
}
