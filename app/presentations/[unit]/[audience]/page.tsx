import { SlideDeck } from '@/components/learning/slide-deck';
import { getTrainingUnit, unitCodes } from '@/content/learning/units';
import {
  isPresentationAudience,
  learnerSlidesForUnit,
  presentationAudiences,
  slidesForUnit,
  type PresentationAudience,
} from '@/lib/rules/presentations';
import { pageMetadata } from '@/lib/rules/seo';
import { missingPage } from '@/lib/edge/not-found-log';

type Props = { params: Promise<{ unit: string; audience: string }> };

// Unknown values render on demand only to be logged and answered with the not-found page.
export const dynamicParams = true;

export function generateStaticParams() {
  return unitCodes.flatMap((unit) => presentationAudiences.map((audience) => ({ unit, audience })));
}

const audienceLabel: Record<PresentationAudience, string> = {
  trainer: 'Trainer Presentation',
  learner: 'Learner Presentation',
};

async function resolve(params: Props['params']) {
  const { unit: code, audience } = await params;
  const unit = getTrainingUnit(code);
  if (!unit || !isPresentationAudience(audience)) return null;
  return { unit, audience };
}

export async function generateMetadata({ params }: Props) {
  const resolved = await resolve(params);
  if (!resolved) return {};
  const { unit, audience } = resolved;
  return pageMetadata({
    title: `${unit.code} ${audienceLabel[audience]}`,
    description:
      audience === 'trainer'
        ? `Trainer slide deck with speaker notes for ${unit.code} ${unit.title}: outcomes, key hazards, every e-learning module and the assessment. Prints as a handout.`
        : `Learner slide deck for ${unit.code} ${unit.title}: outcomes, key hazards, every e-learning module and the assessment, with space for notes when printed.`,
    path: `/presentations/${unit.code}/${audience}`,
  });
}

export default async function PresentationPage({ params }: Props) {
  const resolved = await resolve(params);
  if (!resolved) {
    const { unit, audience } = await params;
    missingPage(`/presentations/${unit}/${audience}`);
  }
  const { unit, audience } = resolved;
  const slides = audience === 'trainer' ? slidesForUnit(unit.code) : learnerSlidesForUnit(unit.code);
  const other: PresentationAudience = audience === 'trainer' ? 'learner' : 'trainer';

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8 print:max-w-none print:p-0">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-brand text-sm font-semibold">{audienceLabel[audience]}</p>
          <h1 className="text-primary text-2xl font-extrabold sm:text-3xl">
            {unit.code} {unit.title}
          </h1>
        </div>
        <a
          href={`/presentations/${unit.code}/${other}`}
          className="text-primary text-sm font-semibold underline underline-offset-4 print:hidden"
        >
          Switch to the {audienceLabel[other].toLowerCase()}
        </a>
      </header>
      <SlideDeck
        slides={slides}
        showNotes={audience === 'trainer'}
        deckTitle={`${unit.code} ${unit.title}`}
      />
    </div>
  );
}
