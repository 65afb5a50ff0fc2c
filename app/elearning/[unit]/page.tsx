import { PageHeader } from '@/components/layout/page-header';
import { ElearningCourse, type ElearningIntro } from '@/components/learning/elearning-course';
import { formatMinutes, modulesForUnit, totalModuleMinutes } from '@/content/learning/elearning';
import { getTrainingUnit, type TrainingUnit, type UnitCode } from '@/content/learning/units';
import { pageMetadata } from '@/lib/rules/seo';
import { unitMetadata, unitStaticParams, type UnitPageProps } from '@/lib/rules/unit-page';
import { missingPage } from '@/lib/edge/not-found-log';

// Unknown values render on demand only to be logged and answered with the not-found page.
export const dynamicParams = true;

export function generateStaticParams() {
  return unitStaticParams();
}

export async function generateMetadata({ params }: UnitPageProps) {
  return unitMetadata(params, (unit) => {
    const modules = modulesForUnit(unit.code);
    return pageMetadata({
      title: `${unit.code} E-Learning: ${unit.title}`,
      description: `Free online learning for ${unit.code} ${unit.title}: ${modules.length} modules (${modules
        .map((m) => m.title)
        .join(
          ', ',
        )}), about ${formatMinutes(totalModuleMinutes(unit.code))} in total, then the theory assessment.`,
      path: `/elearning/${unit.code}`,
    });
  });
}

/** RIIWHS204E opens on a start screen (spec 001: 'Start Training'); RIIWHS202E goes straight to its modules. */
function introFor(unit: TrainingUnit): ElearningIntro | undefined {
  const intros: Partial<Record<UnitCode, ElearningIntro>> = {
    RIIWHS204E: {
      heading: `Welcome to ${unit.title}`,
      paragraphs: [
        'Falls from height are one of the leading causes of death and serious injury at work in Australia. This course covers what you need to know before you work anywhere a fall could hurt you: the law and planning, the hierarchy of control for falls, harnesses and anchor points, ladders, scaffolds and elevating work platforms, and what happens if someone falls.',
        'Work through the modules in order or jump to the one you need. Mark each module complete when you have read it; when all of them are complete you can take the final theory assessment.',
      ],
    },
  };
  return intros[unit.code];
}

export default async function ElearningPage({ params }: UnitPageProps) {
  const code = (await params).unit;
  const unit = getTrainingUnit(code);
  if (!unit) missingPage(`/elearning/${code}`);
  const modules = modulesForUnit(unit.code);

  return (
    <>
      <PageHeader
        title={`${unit.code} ${unit.title}`}
        lead={`E-learning: ${modules.length} modules, about ${formatMinutes(totalModuleMinutes(unit.code))} of study.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <ElearningCourse unitCode={unit.code} modules={modules} intro={introFor(unit)} />
      </div>
    </>
  );
}
