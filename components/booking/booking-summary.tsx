import type { BookingSummary as Summary } from '@/lib/rules/booking-prefill';
import { formatDateDMY } from '@/lib/rules/format';

/** What the visitor chose before arriving (a slot, a package, a special, a course list row). */
export function BookingSummary({ summary }: { summary: Summary }) {
  const facts = [
    summary.price ? ['Price', summary.price] : null,
    summary.duration ? ['Duration', summary.duration] : null,
    summary.maxStudents ? ['Max students', summary.maxStudents] : null,
    summary.location ? ['Location', summary.location] : null,
    summary.date ? ['Date', formatDateDMY(summary.date)] : null,
  ].filter((fact): fact is [string, string] => fact !== null);

  return (
    <section
      aria-labelledby="booking-summary"
      className="border-brand bg-muted/40 rounded-lg border-l-4 p-4"
      data-testid="booking-summary"
    >
      <h3 id="booking-summary" className="text-muted-foreground text-sm font-medium">
        You are booking
      </h3>
      <p className="mt-1 text-lg font-bold break-words">{summary.course}</p>
      {facts.length > 0 ? (
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="flex gap-1">
              <dt className="text-muted-foreground">{term}:</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
