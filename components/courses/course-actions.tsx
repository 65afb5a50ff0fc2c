import { BookOpenIcon, CalendarCheckIcon, MessageSquareIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { bookingHref, contactHref } from '@/lib/rules/course-links';
import { cn } from '@/lib/utils';

/** BOOK NOW and MAKE ENQUIRY for one course; heights and confined spaces also link to their training materials. */
export function CourseActions({
  courseName,
  trainingMaterials = false,
  className,
}: {
  courseName: string;
  trainingMaterials?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('print-hidden flex flex-col gap-2 sm:flex-row sm:flex-wrap', className)}>
      <a
        href={bookingHref({ course: courseName })}
        className={buttonVariants({ variant: 'brand', size: 'lg' })}
      >
        <CalendarCheckIcon aria-hidden="true" />
        BOOK NOW
      </a>
      <a
        href={contactHref(courseName)}
        className={buttonVariants({ variant: 'outline', size: 'lg', className: 'text-foreground' })}
      >
        <MessageSquareIcon aria-hidden="true" />
        MAKE ENQUIRY
      </a>
      {trainingMaterials ? (
        <a href="/training-package" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          <BookOpenIcon aria-hidden="true" />
          Training Materials
        </a>
      ) : null}
    </div>
  );
}
