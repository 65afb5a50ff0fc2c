import { TableHead } from '@/components/ui/table';
import { locations, locationSlugs } from '@/content/locations';
import type { CatalogueUnit } from '@/content/catalogue-units';
import { bookingHref } from '@/lib/rules/course-links';
import { courseHref } from '@/lib/rules/course-slug';

import { BookNowCell, PriceTable } from './price-table';

function locationText(unit: CatalogueUnit): string {
  if (locationSlugs.every((slug) => unit.locations.includes(slug))) return 'All locations';
  return locations
    .filter((location) => unit.locations.includes(location.slug))
    .map((location) => location.label)
    .join(', ');
}

/**
 * The full catalogue: every unit with a Book Now per row. Scrolls sideways inside its container on phones. Its links
 * are plain anchors, followed in the app by SiteLinkNavigation.
 */
export function CatalogueTable({ units }: { units: readonly CatalogueUnit[] }) {
  return (
    <PriceTable
      data-testid="catalogue-table"
      className="min-w-[44rem]"
      caption="Full course catalogue with prices in Australian dollars, GST included"
      heads={
        <>
          <TableHead scope="col">Code</TableHead>
          <TableHead scope="col">Course</TableHead>
          <TableHead scope="col">Duration</TableHead>
          <TableHead scope="col">Delivery</TableHead>
          <TableHead scope="col">Locations</TableHead>
          <TableHead scope="col" className="text-right">
            Price
          </TableHead>
        </>
      }
    >
      {units.map((unit) => (
        <tr key={unit.code}>
          <td className="font-mono text-xs font-semibold whitespace-nowrap">{unit.code}</td>
          <td>
            <a
              href={courseHref(unit)}
              className="text-primary font-medium underline-offset-4 hover:underline"
            >
              {unit.title}
            </a>
          </td>
          <td className="whitespace-nowrap">{unit.duration}</td>
          <td>{unit.deliveryModes.join(', ')}</td>
          <td>{locationText(unit)}</td>
          <td className="text-right font-semibold">{unit.price}</td>
          <BookNowCell href={bookingHref({ course: unit.title })} course={unit.title} text="Book Now" />
        </tr>
      ))}
    </PriceTable>
  );
}
