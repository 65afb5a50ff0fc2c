import { LogInIcon } from 'lucide-react';

import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * Shown in place of the review form to visitors who are not signed in; sign-in returns them to /reviews.
 * `placeholder`: an empty pulsing box of exactly the prompt's size while the browser asks who is signed in; its
 * content is hidden from sight and from screen readers, and its button is no link.
 */
export function SignInPrompt({ placeholder = false }: { placeholder?: boolean }) {
  const buttonClass = buttonVariants({ variant: 'brand', className: 'mt-4' });
  const buttonContent = (
    <>
      <LogInIcon aria-hidden="true" />
      Sign In
    </>
  );
  return (
    <div
      aria-hidden={placeholder ? true : undefined}
      className={cn(
        'bg-muted rounded-lg border border-dashed p-6 text-center',
        placeholder && 'animate-pulse motion-reduce:animate-none',
      )}
    >
      <div className={placeholder ? 'invisible' : undefined}>
        <p className="font-semibold">Sign in to leave a review</p>
        <p className="text-muted-foreground mt-1 text-sm">
          Reviews come from our students, so we ask you to sign in first. It only takes a minute.
        </p>
        {placeholder ? (
          <span className={buttonClass}>{buttonContent}</span>
        ) : (
          <a href="/auth?next=%2Freviews" className={buttonClass}>
            {buttonContent}
          </a>
        )}
      </div>
    </div>
  );
}
