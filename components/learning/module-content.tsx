import { Clock, PlayCircle } from 'lucide-react';
import type { Ref } from 'react';

import { Badge } from '@/components/ui/badge';
import type { LearningModule } from '@/content/learning/elearning';
import { minutesLabel } from '@/lib/rules/learning-progress';

/** One e-learning module: heading, topics, the video summary, the reading and the key points. */
export function ModuleContent({
  learningModule: lesson,
  moduleCount,
  headingRef,
}: {
  learningModule: LearningModule;
  moduleCount: number;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <article aria-labelledby={`module-${lesson.id}-title`} className="space-y-6">
      <header className="space-y-2">
        <p className="text-brand text-sm font-semibold">
          Module {lesson.number} of {moduleCount}
        </p>
        <h2
          id={`module-${lesson.id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="text-primary text-2xl font-extrabold focus:outline-none sm:text-3xl"
        >
          {lesson.title}
        </h2>
        <Badge variant="secondary" className="gap-1">
          <Clock aria-hidden />
          {minutesLabel(lesson.duration)}
        </Badge>
      </header>

      <section aria-labelledby={`module-${lesson.id}-topics`} className="bg-muted/40 rounded-xl border p-4">
        <h3 id={`module-${lesson.id}-topics`} className="font-bold">
          Topics
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {lesson.topics.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
      </section>

      {/* The caption is the figure's own child (Nu: a figcaption inside a div of the figure is not its caption). */}
      <figure className="bg-primary text-primary-foreground flex items-center gap-3 overflow-hidden rounded-xl p-4">
        <PlayCircle aria-hidden className="text-highlight size-10 shrink-0" />
        <figcaption>
          <span className="block text-xs font-semibold tracking-wide text-slate-200 uppercase">
            Video summary
          </span>
          <span className="block text-sm leading-relaxed">{lesson.videoDescription}</span>
        </figcaption>
      </figure>

      {lesson.sections.map((section) => (
        <section key={section.heading} className="space-y-3">
          <h3 className="text-xl font-bold">{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 60)} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.points ? (
            <ul className="marker:text-brand list-disc space-y-1 pl-5">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}

      <section
        aria-labelledby={`module-${lesson.id}-key-points`}
        className="border-highlight bg-accent text-accent-foreground rounded-xl border-l-4 p-4"
      >
        <h3 id={`module-${lesson.id}-key-points`} className="font-bold">
          Key Points
        </h3>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed">
          {lesson.keyPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
