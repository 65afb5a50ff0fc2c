'use client';

import { Check, ChevronLeft, ChevronRight, GraduationCap, PartyPopper } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';

import { loadProgressAction, saveProgressAction } from '@/app/elearning/[unit]/actions';
import { useAuth } from '@/components/auth/session-provider';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import type { LearningModule } from '@/content/learning/elearning';
import {
  addCompleted,
  isAllComplete,
  mergeCompleted,
  minutesLabel,
  missingFrom,
  moduleIndexFromId,
  parseStoredProgress,
  progressPercent,
  progressStorageKey,
  serialiseProgress,
} from '@/lib/rules/learning-progress';

import { ModuleContent } from './module-content';
import { ModuleSidebar } from './module-sidebar';
import { readStoredValue, useStoredValue, writeStoredValue } from './use-stored-value';

type SyncState = 'idle' | 'account' | 'error';

function subscribeToHistory(callback: () => void) {
  window.addEventListener('popstate', callback);
  return () => window.removeEventListener('popstate', callback);
}

export type ElearningIntro = { heading: string; paragraphs: readonly string[] };

/**
 * The module viewer: sidebar, progress bar, Previous / Mark Complete / Next, and 'Module Complete!' when every
 * module is done. Progress lives in this browser and, for signed-in learners, in their account as well.
 */
export function ElearningCourse({
  unitCode,
  modules,
  intro,
}: {
  unitCode: string;
  modules: readonly LearningModule[];
  /** When given, a start screen with 'Start Training' comes first (RIIWHS204E). */
  intro?: ElearningIntro;
}) {
  const moduleCount = modules.length;
  const storageKey = progressStorageKey(unitCode);
  const [raw, setRaw] = useStoredValue(storageKey);
  const completed = useMemo(() => parseStoredProgress(raw, moduleCount), [raw, moduleCount]);
  const percent = progressPercent(completed, moduleCount);
  const allDone = isAllComplete(completed, moduleCount);

  const search = useSyncExternalStore(
    subscribeToHistory,
    () => window.location.search,
    () => '',
  );
  const moduleFromUrl = new URLSearchParams(search).get('module');
  const [chosen, setChosen] = useState<number | null>(null);
  const [started, setStarted] = useState(false);
  const current =
    chosen ??
    moduleIndexFromId(
      modules.map((m) => m.id),
      moduleFromUrl,
    );
  const showIntro = Boolean(intro) && !started && chosen === null && !moduleFromUrl;
  const activeModule = modules[current] ?? modules[0];

  const { status } = useAuth();
  const [sync, setSync] = useState<SyncState>('idle');
  const [announcement, setAnnouncement] = useState('');

  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [current, showIntro]);

  // On sign-in: merge this browser's progress with the account's, and send the account what it lacks.
  useEffect(() => {
    if (status !== 'signed-in') return;
    let cancelled = false;
    void (async () => {
      try {
        const remote = await loadProgressAction(unitCode);
        if (cancelled) return;
        if (!remote.ok) {
          setSync('error');
          return;
        }
        const local = parseStoredProgress(readStoredValue(storageKey), moduleCount);
        const merged = mergeCompleted(local, remote.data, moduleCount);
        if (merged.length !== local.length) writeStoredValue(storageKey, serialiseProgress(merged));
        const missing = missingFrom(remote.data, local);
        const saved =
          missing.length > 0 ? await saveProgressAction({ unitCode, moduleIndexes: missing }) : remote;
        if (!cancelled) setSync(saved.ok ? 'account' : 'error');
      } catch {
        if (!cancelled) setSync('error');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [status, unitCode, storageKey, moduleCount]);

  function go(index: number) {
    const target = Math.min(Math.max(index, 0), moduleCount - 1);
    focusHeading.current = true;
    setStarted(true);
    setChosen(target);
    const url = new URL(window.location.href);
    url.searchParams.set('module', modules[target].id);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }

  function markComplete() {
    const next = addCompleted(completed, current);
    if (next === completed) return;
    setRaw(serialiseProgress(next));
    setAnnouncement(
      isAllComplete(next, moduleCount)
        ? 'Module Complete! All modules are complete.'
        : `Module ${current + 1} marked complete. ${next.length} of ${moduleCount} modules complete.`,
    );
    if (status === 'signed-in') {
      saveProgressAction({ unitCode, moduleIndexes: [current] })
        .then((result) => setSync(result.ok ? 'account' : 'error'))
        .catch(() => setSync('error'));
    }
  }

  if (!activeModule) return null;
  const isDone = completed.includes(current);
  const totalMinutes = modules.reduce((sum, m) => sum + m.duration, 0);

  const progress = (
    <section aria-labelledby="course-progress-heading" className="bg-card rounded-xl border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="course-progress-heading" className="font-bold">
          Course progress
        </h2>
        <p className="text-sm font-semibold" data-testid="elearning-progress-text">
          {completed.length} of {moduleCount} modules complete ({percent}%)
        </p>
      </div>
      <Progress
        value={percent}
        aria-label="Course progress"
        aria-valuetext={`${percent}%`}
        className="mt-3 h-3"
        indicatorClassName="bg-success"
      />
      {/* data-sync: 'account' once the sign-in merge (or the last save) reached the account; tests wait on it. */}
      <p className="text-muted-foreground mt-2 text-xs" data-sync={sync}>
        {status === 'signed-in' ? (
          sync === 'error' ? (
            'Saved on this device. It could not be saved to your account just now; it will be sent next time.'
          ) : (
            'Your progress is saved to your account.'
          )
        ) : status === 'signed-out' ? (
          <>
            Saved on this device.{' '}
            <a
              href={`/auth?next=${encodeURIComponent(`/elearning/${unitCode}`)}`}
              className="font-semibold underline"
            >
              Sign in
            </a>{' '}
            to keep your progress across devices.
          </>
        ) : (
          'Saved on this device.'
        )}
      </p>
    </section>
  );

  const liveRegion = (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  );

  if (showIntro && intro) {
    return (
      <div className="space-y-6">
        {liveRegion}
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2 className="text-primary text-2xl font-extrabold">{intro.heading}</h2>
            </CardTitle>
            <CardDescription>
              {moduleCount} modules, about {minutesLabel(totalMinutes)} of study.
              {completed.length > 0 ? ` You have completed ${completed.length} of ${moduleCount}.` : ''}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 60)} className="leading-relaxed">
                {paragraph}
              </p>
            ))}
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              {modules.map((m) => (
                <li key={m.id}>
                  {m.title} <span className="text-muted-foreground">({minutesLabel(m.duration)})</span>
                </li>
              ))}
            </ol>
          </CardContent>
          <CardFooter>
            <Button type="button" variant="brand" size="lg" onClick={() => go(0)}>
              <GraduationCap aria-hidden />
              Start Training
            </Button>
          </CardFooter>
        </Card>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {liveRegion}
      {progress}
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-4 lg:self-start">
          <ModuleSidebar modules={modules} current={current} completed={completed} onSelect={go} />
        </div>
        <div className="min-w-0 space-y-6">
          <ModuleContent learningModule={activeModule} moduleCount={moduleCount} headingRef={headingRef} />

          <div className="flex flex-wrap items-center gap-2 border-t pt-4">
            <Button type="button" variant="outline" onClick={() => go(current - 1)} disabled={current === 0}>
              <ChevronLeft aria-hidden />
              Previous
            </Button>
            <Button
              type="button"
              variant={isDone ? 'secondary' : 'brand'}
              onClick={markComplete}
              disabled={isDone}
              className="sm:ml-auto"
            >
              <Check aria-hidden />
              {isDone ? 'Completed' : 'Mark Complete'}
            </Button>
            <Button type="button" onClick={() => go(current + 1)} disabled={current === moduleCount - 1}>
              Next
              <ChevronRight aria-hidden />
            </Button>
          </div>

          {allDone ? (
            <Card className="border-success bg-success/5" data-testid="module-complete-card">
              <CardHeader>
                <CardTitle asChild>
                  <h2 className="text-success flex items-center gap-2 text-2xl font-extrabold">
                    <PartyPopper aria-hidden className="size-6" />
                    Module Complete!
                  </h2>
                </CardTitle>
                <CardDescription className="text-foreground">
                  You have completed all {moduleCount} modules of {unitCode}. You are ready for the final
                  theory assessment.
                </CardDescription>
              </CardHeader>
              <CardFooter>
                <Button asChild variant="brand" size="lg">
                  <a href={`/assessments/${unitCode}/theory`}>Take Final Assessment</a>
                </Button>
              </CardFooter>
            </Card>
          ) : null}
        </div>
      </div>
    </div>
  );
}
