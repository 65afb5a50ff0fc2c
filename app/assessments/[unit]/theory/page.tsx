import { PageHeader } from '@/components/layout/page-header';
import { TheoryAssessment } from '@/components/learning/theory-assessment';
import { PASS_MARK } from '@/content/learning/constants';
import { questionsForUnit, toPublicQuestion } from '@/content/learning/questions';
import { getTrainingUnit } from '@/content/learning/units';
import { requiredCorrect } from '@/lib/rules/assessment';
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
    const count = questionsForUnit(unit.code).length;
    return pageMetadata({
      title: `${unit.code} Theory Assessment`,
      description: `Online theory assessment for ${unit.code} ${unit.title}: ${count} multiple-choice questions across ${unit.elements.length} elements, ${PASS_MARK}% pass mark (${requiredCorrect(count)} correct), no time limit.`,
      path: `/assessments/${unit.code}/theory`,
    });
  });
}

export default async function TheoryAssessmentPage({ params }: UnitPageProps) {
  const code = (await params).unit;
  const unit = getTrainingUnit(code);
  if (!unit) missingPage(`/assessments/${code}/theory`);
  // Only the public form of each question is sent to the browser: no correct answers, no explanations.
  const questions = questionsForUnit(unit.code).map(toPublicQuestion);

  return (
    <>
      <PageHeader title={`${unit.code} ${unit.title}`} lead="Theory Assessment" />
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
        <TheoryAssessment
          unitCode={unit.code}
          questions={questions}
          passMark={PASS_MARK}
          requiredCorrect={requiredCorrect(questions.length)}
        />
      </div>
    </>
  );
}
