import { Badge } from '@/components/ui/badge';
import { cardLinkButtonClass } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Clock, MonitorSmartphone } from 'lucide-react';
import type { CatalogueUnit } from '@/content/catalogue-units';
import { bookingHref } from '@/lib/rules/course-links';

/**
 * A featured course on /courses: BOOK NOW to the booking form, VIEW COURSE to the course page. Plain links, followed in
 * the app by SiteLinkNavigation.
 */
export function FeaturedCourseCard({ unit, viewHref }: { unit: CatalogueUnit; viewHref: string }) {
  return (
    <Card className="print-avoid-break h-full gap-4 py-5" data-testid="featured-course">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{unit.category}</Badge>
          <span className="text-muted-foreground font-mono text-xs font-semibold">{unit.code}</span>
        </div>
        <CardTitle as="h4" className="text-lg">
          {unit.title}
        </CardTitle>
        <CardDescription>{unit.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto space-y-1 text-sm">
        <p className="flex items-center gap-2">
          <Clock aria-hidden className="text-muted-foreground size-4" />
          <span>
            <span className="sr-only">Duration: </span>
            {unit.duration}
          </span>
        </p>
        <p className="flex items-center gap-2">
          <MonitorSmartphone aria-hidden className="text-muted-foreground size-4" />
          <span>
            <span className="sr-only">Delivery: </span>
            {unit.deliveryModes.join(', ')}
          </span>
        </p>
        <p className="text-primary pt-2 text-2xl font-extrabold">
          <span className="sr-only">Price: </span>
          {unit.price}
        </p>
      </CardContent>
      <CardFooter className="print-hidden flex-wrap gap-2">
        <a
          href={bookingHref({ course: unit.title })}
          className={`${cardLinkButtonClass.brand} flex-1`}
          aria-label={`BOOK NOW: ${unit.title}`}
        >
          BOOK NOW
        </a>
        <a
          href={viewHref}
          className={`${cardLinkButtonClass.outline} flex-1`}
          aria-label={`VIEW COURSE: ${unit.title}`}
        >
          VIEW COURSE
        </a>
      </CardFooter>
    </Card>
  );
}
