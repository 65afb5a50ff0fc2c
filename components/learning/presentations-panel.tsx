import { Presentation, Users } from 'lucide-react';

import type { TrainingUnit } from '@/content/learning/units';

import { NewTabLink } from './new-tab-link';
import { PanelSection } from './panel-section';

export function PresentationsPanel({ unit, slideCount }: { unit: TrainingUnit; slideCount: number }) {
  return (
    <PanelSection title="Presentations">
      <p className="text-sm leading-relaxed sm:text-base">
        Slide decks for classroom delivery of {unit.code}, built from the same content as the e-learning. Use
        the arrow keys or swipe to move between slides; print either deck as a handout.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-3 rounded-lg border p-4">
          <h4 className="flex items-center gap-2 font-semibold">
            <Presentation aria-hidden className="text-brand size-5" />
            Trainer presentation
          </h4>
          <p className="text-muted-foreground flex-1 text-sm">
            {slideCount} slides with speaker notes: discussion prompts, demonstrations and checks of
            understanding.
          </p>
          <NewTabLink href={`/presentations/${unit.code}/trainer`} variant="default" className="self-start">
            Open Trainer Presentation
          </NewTabLink>
        </div>
        <div className="flex flex-col gap-3 rounded-lg border p-4">
          <h4 className="flex items-center gap-2 font-semibold">
            <Users aria-hidden className="text-brand size-5" />
            Learner presentation
          </h4>
          <p className="text-muted-foreground flex-1 text-sm">
            The same {slideCount} slides without the trainer&apos;s notes, for learners to follow along or
            print with space for their own notes.
          </p>
          <NewTabLink href={`/presentations/${unit.code}/learner`} variant="outline" className="self-start">
            Open Learner Presentation
          </NewTabLink>
        </div>
      </div>
    </PanelSection>
  );
}
