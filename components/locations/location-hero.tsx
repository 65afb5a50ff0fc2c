import { ArrowLeftIcon, CalendarCheckIcon, MailIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import type { Location } from '@/content/locations';
import { contactHref, locationCalendarHref } from '@/lib/rules/course-links';

/** Opening band of a location page. On paper it drops its colours and buttons and keeps the heading. */
export function LocationHero({ location, courseCount }: { location: Location; courseCount: number }) {
  return (
    <div className="from-primary text-primary-foreground bg-gradient-to-br to-slate-800 print:bg-none print:text-black">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14 print:p-0">
        <a
          href="/"
          className={buttonVariants({
            variant: 'outline',
            size: 'sm',
            className:
              'print-hidden mb-6 border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white',
          })}
        >
          <ArrowLeftIcon aria-hidden="true" />
          Back to Home
        </a>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl print:text-2xl">
          Safety Training in {location.name}, {location.state}
        </h1>
        <p className="mt-3 max-w-3xl text-base text-slate-200 sm:text-lg print:mt-1 print:text-sm print:text-black">
          {location.blurb} All {courseCount} of our courses run here.
        </p>
        <div className="print-hidden mt-6 flex flex-wrap gap-3">
          <a
            href={locationCalendarHref(location.slug)}
            className={buttonVariants({ variant: 'brand', size: 'lg' })}
          >
            <CalendarCheckIcon aria-hidden="true" />
            BOOK NOW
          </a>
          <a href={contactHref()} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
            <MailIcon aria-hidden="true" />
            CONTACT US
          </a>
        </div>
      </div>
    </div>
  );
}
