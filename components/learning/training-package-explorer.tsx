'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';

export const trainingPackageTabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'elearning', label: 'E-Learning' },
  { value: 'presentations', label: 'Presentations' },
  { value: 'assessments', label: 'Assessments' },
  { value: 'practical', label: 'Practical' },
] as const;

export type TrainingPackageTab = (typeof trainingPackageTabs)[number]['value'];

export type ExplorerUnit = { code: string; title: string; duration: string };

type Selection = { unit: string; tab: TrainingPackageTab };

function isTab(value: string | null): value is TrainingPackageTab {
  return trainingPackageTabs.some((t) => t.value === value);
}

/** Reads ?unit= and ?tab= after hydration (and on client navigation) and reports them to the explorer. */
function UrlSelection({
  units,
  onSelection,
}: {
  units: readonly ExplorerUnit[];
  onSelection: (selection: Partial<Selection>) => void;
}) {
  const params = useSearchParams();
  const unit = params.get('unit');
  const tab = params.get('tab');
  useEffect(() => {
    const upper = unit?.toUpperCase();
    onSelection({
      ...(upper && units.some((u) => u.code === upper) ? { unit: upper } : {}),
      ...(isTab(tab) ? { tab } : {}),
    });
  }, [unit, tab, units, onSelection]);
  return null;
}

/**
 * Unit selection and the five tabs of /training-package. The panels are rendered on the server for every unit;
 * the static HTML shows the first unit's overview, and ?unit= / ?tab= pick another after hydration.
 */
export function TrainingPackageExplorer({
  units,
  panels,
}: {
  units: readonly ExplorerUnit[];
  panels: Readonly<Record<string, Readonly<Record<TrainingPackageTab, ReactNode>>>>;
}) {
  const [selection, setSelection] = useState<Selection>({ unit: units[0]?.code ?? '', tab: 'overview' });
  const current = units.find((u) => u.code === selection.unit) ?? units[0];

  const fromUrl = useCallback(
    (partial: Partial<Selection>) => setSelection((s) => ({ ...s, ...partial })),
    [],
  );

  function select(next: Partial<Selection>) {
    const merged = { ...selection, ...next };
    setSelection(merged);
    const url = new URL(window.location.href);
    url.searchParams.set('unit', merged.unit);
    url.searchParams.set('tab', merged.tab);
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  }

  if (!current) return null;
  const unitPanels = panels[current.code];

  return (
    <div className="space-y-6">
      <Suspense fallback={null}>
        <UrlSelection units={units} onSelection={fromUrl} />
      </Suspense>

      <section aria-labelledby="unit-select-heading">
        <h2 id="unit-select-heading" className="mb-3 text-lg font-bold">
          Select a unit
        </h2>
        <div className="grid gap-3 sm:grid-cols-2" role="group" aria-labelledby="unit-select-heading">
          {units.map((unit) => {
            const active = unit.code === current.code;
            return (
              <button
                key={unit.code}
                type="button"
                aria-pressed={active}
                onClick={() => select({ unit: unit.code })}
                className={cn(
                  'flex cursor-pointer flex-col items-start rounded-xl border-2 p-4 text-left transition-colors',
                  active
                    ? 'border-brand bg-accent text-accent-foreground'
                    : 'border-border hover:border-primary',
                )}
              >
                <span className="text-sm font-bold tracking-wide">{unit.code}</span>
                <span className="text-foreground text-base font-semibold">{unit.title}</span>
                <span className="text-muted-foreground mt-1 text-sm">{unit.duration} minimum</span>
              </button>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="unit-materials-heading" className="space-y-4">
        <h2 id="unit-materials-heading" className="text-primary text-2xl font-extrabold">
          {current.code} {current.title}
        </h2>
        <Tabs value={selection.tab} onValueChange={(value) => isTab(value) && select({ tab: value })}>
          <TabsList
            aria-label="Training materials"
            className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-5"
          >
            {trainingPackageTabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value} className="min-h-10">
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {unitPanels
            ? trainingPackageTabs.map((tab) => (
                <TabsContent key={tab.value} value={tab.value} className="pt-4">
                  {unitPanels[tab.value]}
                </TabsContent>
              ))
            : null}
        </Tabs>
      </section>
    </div>
  );
}
