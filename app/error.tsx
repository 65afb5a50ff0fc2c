'use client';

import { useEffect } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { coordinatorList, telHref } from '@/content/contacts';

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error('Page error', error.digest ?? error.message);
  }, [error]);

  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" role="alert">
      <h1 className="text-2xl font-bold">Something went wrong on our side</h1>
      <p className="text-muted-foreground mt-3">
        This page could not load just now. Please try again, or call us and we will help you straight away.
      </p>
      <ul className="mt-4 space-y-1 font-semibold">
        {coordinatorList.map((coordinator) => (
          <li key={coordinator.state}>
            {coordinator.state}:{' '}
            <a className="underline" href={telHref(coordinator.phone)}>
              {coordinator.phone}
            </a>
          </li>
        ))}
      </ul>
      {/* A plain button with the Button classes: this boundary ships with every page, and the Button component
          would bring Radix's Slot along. */}
      <button
        type="button"
        data-slot="button"
        data-variant="default"
        data-size="default"
        className={buttonVariants({ className: 'mt-8' })}
        onClick={reset}
      >
        Try again
      </button>
    </section>
  );
}
