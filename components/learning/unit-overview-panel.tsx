import { PASS_MARK } from '@/content/learning/constants';
import type { TrainingUnit } from '@/content/learning/units';
import { requiredCorrect } from '@/lib/rules/assessment';

import { BulletList } from './bullet-list';
import { PanelSection } from './panel-section';

export function UnitOverviewPanel({ unit, questionCount }: { unit: TrainingUnit; questionCount: number }) {
  const facts = [
    { term: 'Minimum duration', detail: unit.duration },
    { term: 'Maximum class size', detail: `${unit.maxStudents} learners` },
    { term: 'Elements', detail: String(unit.elements.length) },
    { term: 'Performance occasions', detail: `At least ${unit.performanceOccasions}` },
    {
      term: 'Theory assessment',
      detail: `${questionCount} questions, ${PASS_MARK}% pass mark (${requiredCorrect(questionCount)} correct)`,
    },
  ];

  return (
    <div className="space-y-8">
      <PanelSection title="About this unit">
        <p className="text-sm leading-relaxed sm:text-base">{unit.description}</p>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.term} className="bg-muted/40 rounded-lg border p-3">
              <dt className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">
                {fact.term}
              </dt>
              <dd className="mt-1 font-semibold">{fact.detail}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm">
          <a href={unit.coursePath} className="text-primary font-semibold underline underline-offset-4">
            Course dates and prices for {unit.code}
          </a>
        </p>
      </PanelSection>

      <PanelSection title="Elements and performance criteria">
        <ol className="space-y-2">
          {unit.elements.map((element) => (
            <li key={element.number}>
              <details className="group rounded-lg border">
                <summary className="hover:bg-muted/60 cursor-pointer list-none rounded-lg p-3 font-semibold [&::-webkit-details-marker]:hidden">
                  <span className="text-brand">Element {element.number}:</span> {element.title}
                  <span className="sr-only">
                    {' '}
                    ({element.performanceCriteria.length} performance criteria)
                  </span>
                </summary>
                <ul className="space-y-1.5 border-t px-3 py-3 text-sm">
                  {element.performanceCriteria.map((pc) => (
                    <li key={pc.code} className="flex gap-2">
                      <span className="text-muted-foreground w-8 shrink-0 font-semibold">{pc.code}</span>
                      <span>{pc.text}</span>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ol>
      </PanelSection>

      <PanelSection title="Key hazards">
        <BulletList items={unit.hazards} className="sm:columns-2 sm:gap-8" />
      </PanelSection>
    </div>
  );
}
