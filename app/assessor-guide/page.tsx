import { SiteLogo } from '@/components/brand/site-logo';
import { AssessorGuide } from '@/components/learning/assessor-guide';
import { checklistForUnit } from '@/content/learning/checklists';
import { assessorUnitInfo, unitCodes } from '@/content/learning/units';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/rules/seo';

export const metadata = pageMetadata({
  title: "Assessor's Guide: Practical Assessment Checklists",
  description:
    'Practical assessment checklists for RIIWHS202E Enter and work in confined spaces and RIIWHS204E Work safely at heights, with progress tracking, the assessment decision block, print and export.',
  path: '/assessor-guide',
});

export default function AssessorGuidePage() {
  const units = unitCodes.map((code) => ({
    code,
    info: assessorUnitInfo[code],
    categories: checklistForUnit(code),
  }));

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:py-10 print:max-w-none print:p-0">
      <header className="border-brand flex flex-col gap-4 border-b-4 pb-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-primary text-3xl font-extrabold tracking-tight sm:text-4xl">
            Assessor&apos;s Guide
          </h1>
          <p className="text-muted-foreground mt-2 text-sm sm:text-base">
            Training delivered on behalf of{' '}
            <span className="text-foreground font-semibold">
              {site.rto.name} (RTO {site.rto.code})
            </span>
          </p>
        </div>
        <span className="self-start sm:self-center">
          <SiteLogo height={56} label={site.name} />
        </span>
      </header>
      <AssessorGuide units={units} />
    </div>
  );
}
