import { Clock } from 'lucide-react';

import { formatMinutes, type LearningModule } from '@/content/learning/elearning';
import type { TrainingUnit } from '@/content/learning/units';

import { NewTabLink } from './new-tab-link';
import { PanelSection } from './panel-section';

export function ElearningPanel({
  unit,
  modules,
}: {
  unit: TrainingUnit;
  modules: readonly LearningModule[];
}) {
  const total = modules.reduce((sum, m) => sum + m.duration, 0);
  return (
    <div className="space-y-6">
      <PanelSection title="Online learning modules">
        <p className="text-sm leading-relaxed sm:text-base">
          Study the theory for {unit.code} at your own pace, on a phone or a computer: {modules.length}{' '}
          modules, about {formatMinutes(total)} in total. Mark each module complete as you go; when all{' '}
          {modules.length} are done you can take the final theory assessment.
        </p>
        <ol className="grid gap-3 md:grid-cols-2">
          {modules.map((module) => (
            <li key={module.id} className="rounded-lg border p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h4 className="font-semibold">
                  Module {module.number}: {module.title}
                </h4>
                <span className="text-muted-foreground inline-flex items-center gap-1 text-sm">
                  <Clock aria-hidden className="size-4" />
                  {formatMinutes(module.duration)}
                </span>
              </div>
              <ul className="text-muted-foreground mt-2 list-disc space-y-1 pl-5 text-sm">
                {module.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </PanelSection>
      <NewTabLink href={`/elearning/${unit.code}`} variant="brand">
        Open E-Learning
      </NewTabLink>
    </div>
  );
}
