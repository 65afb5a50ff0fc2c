import { MailIcon, PhoneIcon } from 'lucide-react';
import { coordinators, telHref } from '@/content/contacts';
import type { Location } from '@/content/locations';

/** The regional coordinator for a location, on screen (the print header lists both). */
export function LocationContact({ location }: { location: Location }) {
  const coordinator = coordinators[location.state];
  return (
    <section
      aria-labelledby="location-contact-heading"
      className="print-hidden bg-card rounded-xl border p-5 shadow-sm"
    >
      <h2 id="location-contact-heading" className="text-lg font-bold">
        Your {location.state} Coordinator
      </h2>
      <p className="mt-2 font-semibold">{coordinator.name}</p>
      <p className="text-muted-foreground text-sm">{coordinator.role}</p>
      <ul className="mt-3 space-y-2 text-sm">
        <li>
          <a
            href={telHref(coordinator.phone)}
            className="text-primary inline-flex min-h-6 items-center gap-2 font-medium underline-offset-4 hover:underline"
          >
            <PhoneIcon aria-hidden="true" className="size-4" />
            {coordinator.phone}
          </a>
        </li>
        <li>
          <a
            href={`mailto:${coordinator.email}`}
            className="text-primary inline-flex min-h-6 items-center gap-2 font-medium break-all underline-offset-4 hover:underline"
          >
            <MailIcon aria-hidden="true" className="size-4" />
            {coordinator.email}
          </a>
        </li>
      </ul>
    </section>
  );
}
