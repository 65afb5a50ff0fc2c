import type { CoursePage } from '@/content/course-pages';
import type { Priced } from '@/lib/rules/price-template';
import { CourseUnitsTable } from './course-units-table';

function BulletSection({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The body of one of the five named course pages, from content/course-pages.ts. */
export function NamedCourseDetails({ page }: { page: Priced<CoursePage> }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="text-xl font-bold">
          Course Overview
        </h2>
        <div className="mt-3 space-y-3">
          {page.overview.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <BulletSection id="learn-heading" title="What You Will Learn" items={page.whatYouLearn} />
      <section aria-labelledby="units-heading">
        <h2 id="units-heading" className="text-xl font-bold">
          {page.units.length === 1 ? 'Unit of Competency' : 'Units of Competency'}
        </h2>
        <div className="mt-3 rounded-xl border">
          <CourseUnitsTable units={page.units} />
        </div>
      </section>
      <BulletSection id="requirements-heading" title="Entry Requirements" items={page.entryRequirements} />
      <BulletSection id="bring-heading" title="What to Bring" items={page.whatToBring} />
    </div>
  );
}
