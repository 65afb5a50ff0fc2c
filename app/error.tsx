'use client';

import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { coordinatorList, telHref } from '@/content/contacts';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error('Page error', error.digest ?? error.message);
  }, [error]);

  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" role="alert">
      <h1 className="text-2xl font-bold">Something went wrong on our side</h1>
      <p className="mt-3 text-muted-foreground">
        This page could not load just now. Please try again, or call us and we will help you straight away.
      </p>
      <ul className="mt-4 space-y-1 font-semibold">
        {coordinatorList.map((coordinator) => (
          <li key={coordinator.state}>
            {coordinator.state}: <a className="underline" href={telHref(coordinator.phone)}>{coordinator.phone}</a>
          </li>
        ))}
      </ul>
      <Button className="mt-8" onClick={reset}>
        Try again
      </Button>
    </section>
  );
}
