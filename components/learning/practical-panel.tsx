import type { PracticalAssessment } from '@/content/learning/practical';
import type { TrainingUnit } from '@/content/learning/units';

import { BulletList } from './bullet-list';
import { PanelSection } from './panel-section';

export function PracticalPanel({ unit, practical }: { unit: TrainingUnit; practical: PracticalAssessment }) {
  return (
    <div className="space-y-8">
      <PanelSection title="Practical assessment">
        <p className="text-sm leading-relaxed sm:text-base">{practical.overview}</p>
      </PanelSection>

      <PanelSection title="Practical tasks">
        <ol className="grid gap-4 md:grid-cols-2">
          {practical.tasks.map((task, i) => (
            <li key={task.title} className="rounded-lg border p-4">
              <h4 className="font-semibold">
                Task {i + 1}: {task.title}
              </h4>
              <p className="text-muted-foreground mt-1 text-sm">{task.description}</p>
              <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
                {task.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <p className="text-muted-foreground mt-3 text-xs font-semibold">
                Evidence for {task.elements.length === 1 ? 'element' : 'elements'}{' '}
                {task.elements.join(' and ')} of {unit.code}
              </p>
            </li>
          ))}
        </ol>
      </PanelSection>

      <PanelSection title={`Performance occasions (at least ${unit.performanceOccasions})`}>
        <ol className="grid gap-4 md:grid-cols-2">
          {practical.occasions.map((occasion) => (
            <li
              key={occasion.number}
              className="border-brand bg-accent text-accent-foreground rounded-lg border-l-4 p-4"
            >
              <h4 className="font-semibold">
                Occasion {occasion.number}: {occasion.title}
              </h4>
              <p className="mt-1 text-sm">{occasion.scenario}</p>
            </li>
          ))}
        </ol>
      </PanelSection>

      <div className="grid gap-8 md:grid-cols-2">
        <PanelSection title="Assessment conditions">
          <BulletList items={practical.conditions} />
        </PanelSection>
        <PanelSection title="What the assessor observes">
          <BulletList items={practical.assessorObserves} />
        </PanelSection>
        <PanelSection title="Equipment">
          <BulletList items={practical.equipment} />
        </PanelSection>
        <PanelSection title="Personal protective equipment">
          <BulletList items={practical.ppe} />
        </PanelSection>
      </div>
    </div>
  );
}
