import { CalendarDaysIcon, ClockIcon, StarIcon, UsersIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import type { MackayCourseItem } from '@/content/mackay-courses';
import { bookingHref } from '@/lib/rules/course-links';
import { formatAud } from '@/lib/rules/format';
import type { Priced } from '@/lib/rules/price-template';

/** The Mackay page's course list: each BOOK NOW carries the course, price, duration, class size and location. */
export function MackayCourseList({
  items,
  locationSlug,
}: {
  items: readonly Priced<MackayCourseItem>[];
  locationSlug: string;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 print:block print:space-y-2" data-testid="mackay-courses">
      {items.map((item) => (
        <li
          key={item.courseId}
          className="print-avoid-break bg-card flex flex-col gap-3 rounded-xl border p-4 shadow-sm print:rounded-none print:border-0 print:border-b print:p-1 print:shadow-none"
        >
          <div className="flex items-start justify-between gap-3">
            <h3 className="font-bold">{item.name}</h3>
            <p className="text-primary text-xl font-extrabold whitespace-nowrap tabular-nums print:text-base print:text-black">
              <span className="sr-only">Price: </span>
              {formatAud(item.price)}
            </p>
          </div>
          <p className="text-muted-foreground text-sm print:hidden">{item.description}</p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm print:flex print:flex-wrap print:gap-x-4 print:text-xs">
            <div className="flex items-center gap-1.5">
              <dt>
                <ClockIcon aria-hidden="true" className="text-muted-foreground size-4 print:hidden" />
                <span className="sr-only">Duration</span>
              </dt>
              <dd>{item.duration}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>
                <UsersIcon aria-hidden="true" className="text-muted-foreground size-4 print:hidden" />
                <span className="sr-only">Class size</span>
              </dt>
              <dd>Max {item.maxStudents} students</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>
                <CalendarDaysIcon aria-hidden="true" className="text-muted-foreground size-4 print:hidden" />
                <span className="sr-only">Next date</span>
              </dt>
              <dd>{item.nextDate}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>
                <StarIcon aria-hidden="true" className="fill-highlight size-4 text-amber-700 print:hidden" />
                <span className="sr-only">Rating</span>
              </dt>
              <dd>{item.rating.toFixed(1)} / 5</dd>
            </div>
          </dl>
          <p className="text-sm print:hidden">{item.delivery}</p>
          <a
            href={bookingHref({
              course: item.name,
              price: item.price,
              duration: item.duration,
              maxStudents: item.maxStudents,
              location: locationSlug,
            })}
            className={buttonVariants({
              variant: 'brand',
              className: 'print-hidden mt-auto w-full sm:w-fit',
            })}
            aria-label={`BOOK NOW: ${item.name}`}
          >
            BOOK NOW
          </a>
        </li>
      ))}
    </ul>
  );
}
