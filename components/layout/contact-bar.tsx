import { Phone } from 'lucide-react';
import { coordinatorList, telHref } from '@/content/contacts';

/** Sticky yellow bar: one tap to call either coordinator. Sits at the bottom so it never hides the header on a phone. */
export function ContactBar() {
  return (
    <div
      data-testid="contact-bar"
      className="print-hidden bg-highlight text-highlight-foreground sticky bottom-0 z-40 border-t border-yellow-500"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-6 gap-y-1 px-4 py-2 text-sm font-semibold">
        <span className="hidden md:inline">Questions about a course? Call us:</span>
        {coordinatorList.map((coordinator) => (
          <a
            key={coordinator.state}
            href={telHref(coordinator.phone)}
            className="inline-flex min-h-8 items-center gap-1.5 underline-offset-4 hover:underline"
          >
            <Phone aria-hidden className="size-4" />
            {coordinator.state} {coordinator.phone}
          </a>
        ))}
      </div>
    </div>
  );
}
