import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { site } from '@/content/site';
import { formatAud } from '@/lib/rules/format';

export type CourseFact = { label: string; value: string };
export type CoursePriceOption = { label: string; price: number; note?: string };

/** The course information card: the spec's facts, priced options, key facts and the booking actions. */
export function CourseInfoCard({
  facts,
  priceOptions = [],
  keyFacts = [],
  children,
}: {
  facts: readonly CourseFact[];
  priceOptions?: readonly CoursePriceOption[];
  keyFacts?: readonly string[];
  children?: ReactNode;
}) {
  return (
    <Card className="print-avoid-break border-t-brand gap-4 border-t-4" data-testid="course-info">
      <CardHeader>
        <CardTitle asChild className="text-xl">
          <h2>Course Information</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="divide-y text-sm">
          {facts.map((fact) => (
            <div key={fact.label} className="grid grid-cols-[8rem_1fr] gap-3 py-2">
              <dt className="text-muted-foreground font-medium">{fact.label}</dt>
              <dd className="font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {priceOptions.length > 0 ? (
          <div>
            <h3 className="text-sm font-bold tracking-wide uppercase">Prices</h3>
            <ul className="mt-2 divide-y text-sm">
              {priceOptions.map((option) => (
                <li key={option.label} className="flex items-start justify-between gap-3 py-2">
                  <span>
                    {option.label}
                    {option.note ? (
                      <span className="text-muted-foreground block text-xs">{option.note}</span>
                    ) : null}
                  </span>
                  <span className="font-bold whitespace-nowrap tabular-nums">{formatAud(option.price)}</span>
                </li>
              ))}
            </ul>
            <p className="text-muted-foreground mt-1 text-xs">{site.priceNote}</p>
          </div>
        ) : null}
        {keyFacts.length > 0 ? (
          <div>
            <h3 className="text-sm font-bold tracking-wide uppercase">Good to know</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {keyFacts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
