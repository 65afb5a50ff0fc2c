import { ClipboardCheck, FileQuestion } from 'lucide-react';

import { PASS_MARK } from '@/content/learning/constants';
import type { TrainingUnit } from '@/content/learning/units';
import { requiredCorrect } from '@/lib/rules/assessment';

import { NewTabLink } from './new-tab-link';
import { PanelSection } from './panel-section';

export function AssessmentsPanel({ unit, questionCount }: { unit: TrainingUnit; questionCount: number }) {
  return (
    <PanelSection title="Assessments">
      <p className="text-sm leading-relaxed sm:text-base">
        Competency in {unit.code} is assessed in two parts: a theory assessment and a practical assessment
        observed by a qualified assessor on at least {unit.performanceOccasions} separate occasions.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-3 rounded-lg border p-4">
          <h4 className="flex items-center gap-2 font-semibold">
            <FileQuestion aria-hidden className="text-brand size-5" />
            Theory assessment
          </h4>
          <ul className="text-muted-foreground flex-1 list-disc space-y-1 pl-5 text-sm">
            <li>
              {questionCount} multiple-choice questions across all {unit.elements.length} elements
            </li>
            <li>
              Pass mark {PASS_MARK}% ({requiredCorrect(questionCount)} correct answers required)
            </li>
            <li>No time limit; results and explanations straight after submitting</li>
          </ul>
          <NewTabLink href={`/assessments/${unit.code}/theory`} variant="brand" className="self-start">
            Start Theory Assessment
          </NewTabLink>
        </div>
        <div className="flex flex-col gap-3 rounded-lg border p-4">
          <h4 className="flex items-center gap-2 font-semibold">
            <ClipboardCheck aria-hidden className="text-brand size-5" />
            Assessor&apos;s guide
          </h4>
          <p className="text-muted-foreground flex-1 text-sm">
            The observation checklist for the practical assessment, with the assessment decision block.
            Assessors can tick items on a tablet, print the checklist or export it.
          </p>
          <NewTabLink href="/assessor-guide" variant="outline" className="self-start">
            Open Assessor&apos;s Guide
          </NewTabLink>
        </div>
      </div>
    </PanelSection>
  );
}
