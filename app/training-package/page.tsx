import { MessageSquare } from 'lucide-react';

import { PageHeader } from '@/components/layout/page-header';
import { AssessmentsPanel } from '@/components/learning/assessments-panel';
import { ElearningPanel } from '@/components/learning/elearning-panel';
import { PageTools } from '@/components/learning/page-tools';
import { PracticalPanel } from '@/components/learning/practical-panel';
import { PresentationsPanel } from '@/components/learning/presentations-panel';
import { TrainingPackageExplorer } from '@/components/learning/training-package-explorer';
import { UnitOverviewPanel } from '@/components/learning/unit-overview-panel';
import { Button } from '@/components/ui/button';
import { modulesForUnit } from '@/content/learning/elearning';
import { practicalForUnit } from '@/content/learning/practical';
import { questionsForUnit } from '@/content/learning/questions';
import { trainingUnitList } from '@/content/learning/units';
import { site } from '@/content/site';
import { slidesForUnit } from '@/lib/rules/presentations';
import { pageMetadata } from '@/lib/rules/seo';

export const metadata = pageMetadata({
  title: 'Training Materials: Confined Spaces & Working at Heights',
  description: `Training materials for ${trainingUnitList
    .map((u) => `${u.code} ${u.title}`)
    .join(
      ' and ',
    )}: unit overview, e-learning modules, trainer and learner presentations, theory assessments and the practical assessment.`,
  path: '/training-package',
});

export default function TrainingPackagePage() {
  const panels = Object.fromEntries(
    trainingUnitList.map((unit) => {
      const questionCount = questionsForUnit(unit.code).length;
      return [
        unit.code,
        {
          overview: <UnitOverviewPanel unit={unit} questionCount={questionCount} />,
          elearning: <ElearningPanel unit={unit} modules={modulesForUnit(unit.code)} />,
          presentations: <PresentationsPanel unit={unit} slideCount={slidesForUnit(unit.code).length} />,
          assessments: <AssessmentsPanel unit={unit} questionCount={questionCount} />,
          practical: <PracticalPanel unit={unit} practical={practicalForUnit(unit.code)} />,
        },
      ];
    }),
  );

  return (
    <>
      <PageHeader
        title="Training Materials"
        lead={`Everything for our two high-risk work units in one place: study online, present in the classroom, assess theory and practical skills. Delivered on behalf of ${site.rto.name}.`}
      />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:py-12">
        <PageTools title="Training Materials" fileBaseName="training-materials" />

        <TrainingPackageExplorer
          units={trainingUnitList.map((u) => ({ code: u.code, title: u.title, duration: u.duration }))}
          panels={panels}
        />

        <section
          aria-labelledby="custom-training-heading"
          className="bg-primary text-primary-foreground flex flex-col gap-4 rounded-xl p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="custom-training-heading" className="text-xl font-bold">
              Need training built around your site?
            </h2>
            <p className="mt-1 text-sm text-slate-200">
              We tailor these units to your confined spaces, plant and procedures, and deliver on site across
              NSW and QLD.
            </p>
          </div>
          <Button asChild variant="brand" size="lg" className="shrink-0">
            <a href="/contact">
              <MessageSquare aria-hidden />
              Request Custom Training
            </a>
          </Button>
        </section>
      </div>
    </>
  );
}
