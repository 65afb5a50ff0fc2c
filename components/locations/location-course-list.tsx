import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Course, CourseCategory } from '@/content/courses';
import { courseHref, courseSlugInput } from '@/lib/rules/course-slug';
import { formatAud } from '@/lib/rules/format';

const categoryTitles: Record<CourseCategory, string> = {
  construction: 'Construction',
  safety: 'Safety & First Aid',
  machinery: 'Machinery',
  mining: 'Mining',
};

const categoryOrder: readonly CourseCategory[] = ['construction', 'safety', 'machinery', 'mining'];

/** Every course offered at a location, by category, with its price. Prints as a clean A4 list. */
export function LocationCourseList({
  courses,
  locationName,
  prices,
}: {
  courses: readonly Course[];
  locationName: string;
  /** Each course's price from the price book, by course id. */
  prices: Readonly<Record<string, number>>;
}) {
  return (
    <div className="space-y-8 print:space-y-4" data-testid="location-courses">
      {categoryOrder.map((category) => {
        const inCategory = courses.filter((course) => course.category === category);
        if (inCategory.length === 0) return null;
        const headingId = `category-${category}`;
        return (
          <section key={category} aria-labelledby={headingId}>
            <h3 id={headingId} className="mb-2 text-lg font-bold print:text-base">
              {categoryTitles[category]}
            </h3>
            <div className="bg-card rounded-xl border print:rounded-none print:border-0">
              <Table className="print:text-xs">
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">Course</TableHead>
                    <TableHead scope="col">Duration</TableHead>
                    <TableHead scope="col" className="text-right">
                      Price
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {inCategory.map((course) => (
                    <TableRow key={course.id} className="print-avoid-break">
                      <TableCell className="print:py-1">
                        <a
                          href={courseHref(courseSlugInput(course))}
                          className="text-primary font-medium underline-offset-4 hover:underline print:text-black"
                        >
                          {course.name}
                        </a>
                        <span className="text-muted-foreground block text-sm print:hidden">
                          {course.delivery}
                        </span>
                      </TableCell>
                      <TableCell className="whitespace-nowrap print:py-1">{course.duration}</TableCell>
                      <TableCell className="text-right font-semibold whitespace-nowrap tabular-nums print:py-1">
                        {formatAud(prices[course.id])}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </section>
        );
      })}
      <p className="sr-only">All courses listed run in {locationName}.</p>
    </div>
  );
}
