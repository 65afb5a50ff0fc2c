import type { Metadata } from 'next';
import { buttonVariants } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-brand text-6xl font-extrabold">404</p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">Oops! Page not found</h1>
      <p className="text-muted-foreground mt-3">
        The page you were looking for has moved or never existed. Our courses, calendar and booking form are
        one click away.
      </p>
      <a href="/" className={buttonVariants({ className: 'mt-8' })}>
        Return to Home
      </a>
    </section>
  );
}
