'use client';

import { Download, Printer } from 'lucide-react';
import { useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import type { ChecklistCategory } from '@/content/learning/checklists';
import type { AssessorUnitInfo } from '@/content/learning/units';
import { lazyToast } from '@/lib/client/lazy-toast';
import {
  assessorStorageKey,
  checklistCsv,
  checklistFileName,
  parseAssessorRecord,
  serialiseAssessorRecord,
  toggleTick,
  type AssessorRecord,
} from '@/lib/rules/assessor-record';
import { checklistProgress } from '@/lib/rules/checklist';
import { cn } from '@/lib/utils';

import { AssessmentDecisionBlock } from './assessment-decision';
import { ChecklistCategoryCard } from './checklist-category-card';
import { downloadFile } from './download-file';
import { useStoredValue } from './use-stored-value';

export type AssessorGuideUnit = {
  code: string;
  info: AssessorUnitInfo;
  categories: readonly ChecklistCategory[];
};

const colourClasses: Record<AssessorUnitInfo['colour'], { active: string; stripe: string }> = {
  primary: { active: 'border-primary ring-2 ring-primary', stripe: 'bg-primary' },
  brand: { active: 'border-brand ring-2 ring-brand', stripe: 'bg-brand' },
};

/**
 * The assessor's checklist for one unit at a time. Ticks and the decision block are kept in this browser per
 * unit, so a reload or a dropped connection on site loses nothing; Print gives a clean paper copy.
 */
export function AssessorGuide({ units }: { units: readonly AssessorGuideUnit[] }) {
  const [selectedCode, setSelectedCode] = useState(units[0]?.code ?? '');
  const unit = units.find((u) => u.code === selectedCode) ?? units[0];
  const [raw, setRaw] = useStoredValue(assessorStorageKey(unit?.code ?? ''));

  const validIds = useMemo(
    () => new Set(unit?.categories.flatMap((c) => c.items.map((i) => i.id)) ?? []),
    [unit],
  );
  const record = useMemo(() => parseAssessorRecord(raw, validIds), [raw, validIds]);
  const ticked = useMemo(() => new Set(record.ticked), [record]);

  if (!unit) return null;
  const progress = checklistProgress(ticked, unit.categories);

  function save(next: AssessorRecord) {
    setRaw(serialiseAssessorRecord(next));
  }

  function exportChecklist() {
    if (!unit) return;
    const now = new Date();
    const csv = checklistCsv({
      unitCode: unit.code,
      unitTitle: unit.info.title,
      exportedAt: now.toISOString(),
      record,
      categories: unit.categories,
    });
    // The byte order mark makes spreadsheet programs read the file as UTF-8.
    downloadFile(checklistFileName(unit.code, now.toISOString()), `\uFEFF${csv}`, 'text/csv;charset=utf-8');
    lazyToast('success', 'Checklist exported', { description: `${unit.code} checklist saved as a CSV file` });
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="unit-cards-heading" className="print-hidden">
        <h2 id="unit-cards-heading" className="mb-3 text-lg font-bold">
          Select a unit
        </h2>
        <div className="grid gap-4 md:grid-cols-2" role="group" aria-labelledby="unit-cards-heading">
          {units.map((u) => {
            const active = u.code === unit.code;
            const colour = colourClasses[u.info.colour];
            return (
              <button
                key={u.code}
                type="button"
                aria-pressed={active}
                onClick={() => setSelectedCode(u.code)}
                className={cn(
                  'bg-card relative flex cursor-pointer flex-col overflow-hidden rounded-xl border p-4 pl-6 text-left transition-shadow hover:shadow-md',
                  active && colour.active,
                )}
              >
                <span aria-hidden className={cn('absolute inset-y-0 left-0 w-2', colour.stripe)} />
                <span className="text-lg font-extrabold">{u.code}</span>
                <span className="font-semibold">{u.info.title}</span>
                <span className="text-muted-foreground mt-2 grid grid-cols-3 gap-2 text-xs">
                  <span>
                    <span className="text-foreground block font-semibold">Duration</span>
                    {u.info.duration}
                  </span>
                  <span>
                    <span className="text-foreground block font-semibold">Occasions</span>
                    {u.info.occasions} minimum
                  </span>
                  <span>
                    <span className="text-foreground block font-semibold">Pass mark</span>
                    {u.info.passmark}%
                  </span>
                </span>
              </button>
            );
          })}
        </div>
      </section>

      <section
        aria-labelledby="progress-heading"
        className="bg-card rounded-xl border p-4 sm:p-6 print:hidden"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="progress-heading" className="text-lg font-bold">
            Assessment progress
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden />
              Print
            </Button>
            <Button type="button" variant="outline" onClick={exportChecklist}>
              <Download aria-hidden />
              Export
            </Button>
          </div>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="checklist-progress">
          <div className="bg-muted/60 rounded-lg p-3">
            <dt className="text-muted-foreground text-xs">Items Completed</dt>
            <dd className="text-2xl font-extrabold" data-testid="items-completed">
              {progress.completed}
            </dd>
          </div>
          <div className="bg-muted/60 rounded-lg p-3">
            <dt className="text-muted-foreground text-xs">Total Items</dt>
            <dd className="text-2xl font-extrabold" data-testid="items-total">
              {progress.total}
            </dd>
          </div>
          <div className="bg-muted/60 rounded-lg p-3">
            <dt className="text-muted-foreground text-xs">% Complete</dt>
            <dd className="text-2xl font-extrabold" data-testid="percent-complete">
              {progress.percent}%
            </dd>
          </div>
          <div className="bg-muted/60 rounded-lg p-3">
            <dt className="text-muted-foreground text-xs">Status</dt>
            <dd
              className={cn(
                'text-lg font-extrabold',
                progress.status === 'READY' ? 'text-success' : 'text-brand',
              )}
              data-testid="checklist-status"
            >
              {progress.status}
            </dd>
          </div>
        </dl>
        <Progress
          value={progress.percent}
          aria-label="Checklist progress"
          className="mt-4 h-3"
          indicatorClassName={progress.status === 'READY' ? 'bg-success' : 'bg-brand'}
        />
      </section>

      <section aria-labelledby="checklist-heading" className="space-y-4">
        <div>
          <h2 id="checklist-heading" className="text-primary text-xl font-bold">
            {unit.code} {unit.info.title}: Observation Checklist
          </h2>
          <p className="hidden text-sm print:block">
            Items completed: {progress.completed} / {progress.total} ({progress.percent}%), status{' '}
            {progress.status}. Minimum {unit.info.occasions} performance occasions; theory pass mark{' '}
            {unit.info.passmark}%.
          </p>
        </div>
        <div className="grid gap-4 lg:grid-cols-2 print:block print:space-y-4">
          {unit.categories.map((category) => (
            <ChecklistCategoryCard
              key={category.key}
              category={category}
              ticked={ticked}
              onToggle={(id, checked) => save(toggleTick(record, id, checked))}
            />
          ))}
        </div>
      </section>

      <AssessmentDecisionBlock
        record={record}
        ready={progress.status === 'READY'}
        onChange={(patch) => save({ ...record, ...patch })}
      />
    </div>
  );
}
