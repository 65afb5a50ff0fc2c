'use client';

import { useActionState, useCallback, useEffect, useId, useRef, useState, useTransition } from 'react';

import { FormOutcome } from '@/components/form/form-outcome';
import { SubmitButton } from '@/components/form/submit-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ChecklistCategory } from '@/content/learning/checklists';
import { checklistFormAction, decisionFormAction, theoryFormAction } from '@/app/staff/outcomes/actions';
import { checklistProgress } from '@/lib/rules/checklist';
import { resultLabel, type OverallOutcome, type Result } from '@/lib/rules/outcomes';

export type UnitAssessmentProps = {
  slotId: string;
  bookingId: string;
  unitCode: string;
  unitTitle: string;
  theory: Result | null;
  theorySource: 'attempt' | 'paper' | null;
  attemptAvailable: { score: number; at: string } | null;
  checklist: readonly ChecklistCategory[] | null;
  ticked: readonly string[];
  practical: Result | null;
  assessorName: string;
  assessmentDate: string;
  overall: OverallOutcome;
  version: number;
};

function Hidden({ props }: { props: UnitAssessmentProps }) {
  return (
    <>
      <input type="hidden" name="slotId" value={props.slotId} />
      <input type="hidden" name="bookingId" value={props.bookingId} />
      <input type="hidden" name="unitCode" value={props.unitCode} />
      <input type="hidden" name="version" value={props.version} />
    </>
  );
}

function TheoryForm({ props }: { props: UnitAssessmentProps }) {
  const [state, action] = useActionState(theoryFormAction, null);
  const id = useId();
  return (
    <form action={action} className="grid gap-3 rounded-lg border p-4">
      <Hidden props={props} />
      <h4 className="font-semibold">Theory</h4>
      <p>
        {`Result: ${resultLabel(props.theory)}`}
        {props.theorySource ? (
          <span className="text-muted-foreground">
            {props.theorySource === 'attempt' ? ' (recorded online attempt)' : ' (paper test)'}
          </span>
        ) : null}
      </p>
      {props.attemptAvailable ? (
        <SubmitButton name="theory" value="from-attempt" busyLabel="Saving…" className="justify-self-start">
          {`Use the online attempt (${props.attemptAvailable.score}%, COMPETENT)`}
        </SubmitButton>
      ) : null}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-paper`}>Paper test result</Label>
        <div className="flex flex-wrap gap-2">
          <select
            id={`${id}-paper`}
            name="theory"
            defaultValue={props.theorySource === 'paper' && props.theory ? props.theory : 'none'}
            className="border-input bg-background min-h-11 rounded-md border px-3"
          >
            <option value="none">Not recorded</option>
            <option value="competent">COMPETENT</option>
            <option value="not-yet-competent">NOT YET COMPETENT</option>
          </select>
          <SubmitButton variant="outline" busyLabel="Saving…">
            Save theory result
          </SubmitButton>
        </div>
      </div>
      <FormOutcome state={state} />
    </form>
  );
}

/**
 * The assessor's checklist as a record: each tick saves at once (with JavaScript); the Save button always works.
 * The boxes are controlled, so React's reset of a form after its action leaves ticks made meanwhile alone; a tick
 * made while a save is running is saved right after it, with the version that save returned.
 */
function ChecklistForm({
  props,
  checklist,
}: {
  props: UnitAssessmentProps;
  checklist: readonly ChecklistCategory[];
}) {
  const [state, action, pending] = useActionState(checklistFormAction, null);
  const [, startTransition] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  const again = useRef(false);
  const inFlight = useRef(false);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(props.ticked));
  const progress = checklistProgress(ticked, checklist);
  // The version this form saw last: the page's, or the newer one its own last save returned.
  const version = state?.ok ? Math.max(state.data.version, props.version) : props.version;
  // One save at a time: a tick made while one runs is sent when it returns, with the version it returned.
  const flush = useCallback(() => {
    if (inFlight.current || !again.current) return;
    again.current = false;
    inFlight.current = true;
    form.current?.requestSubmit();
  }, []);
  useEffect(() => {
    inFlight.current = false;
    if (state && !state.ok) again.current = false;
    flush();
  }, [state, flush]);
  useEffect(() => flush(), [ticked, flush]);
  const toggle = (id: string, on: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    // Saved once the new ticks are in the form: the effect above runs after the render.
    again.current = true;
  };
  return (
    <form
      ref={form}
      action={action}
      className="grid gap-3 rounded-lg border p-4"
      // With JavaScript the save is dispatched by hand: a form action would reset the form when it returns, and a box
      // ticked at that moment would flip back. Without JavaScript the form posts to the same action.
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => action(data));
      }}
    >
      <Hidden props={{ ...props, version }} />
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold">Assessor checklist</h4>
        <Badge variant={progress.status === 'READY' ? 'default' : 'secondary'} data-testid="checklist-status">
          {progress.status}
        </Badge>
        <span className="text-muted-foreground text-sm">{`${progress.completed} / ${progress.total} items, ${progress.percent}%`}</span>
      </div>
      {checklist.map((category) => (
        <fieldset key={category.key} className="grid gap-2">
          <legend className="font-medium">{category.category}</legend>
          {category.items.map((item) => (
            <label key={item.id} className="flex min-h-11 items-start gap-3 text-sm">
              <input
                type="checkbox"
                name="ticked"
                value={item.id}
                checked={ticked.has(item.id)}
                className="mt-1 size-5 shrink-0"
                onChange={(event) => toggle(item.id, event.target.checked)}
              />
              <span className={ticked.has(item.id) ? 'line-through' : undefined}>{item.text}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <Button
        type="submit"
        variant="outline"
        disabled={pending}
        aria-busy={pending || undefined}
        className="justify-self-start"
      >
        {pending ? 'Saving…' : 'Save checklist'}
      </Button>
      <FormOutcome state={state && !state.ok ? state : null} />
    </form>
  );
}

function DecisionForm({ props }: { props: UnitAssessmentProps }) {
  const [state, action] = useActionState(decisionFormAction, null);
  const id = useId();
  const errors = state && !state.ok ? state.fieldErrors : {};
  return (
    <form action={action} className="grid gap-3 rounded-lg border p-4">
      <Hidden props={props} />
      <fieldset className="grid gap-2">
        <legend className="font-semibold">Assessment Decision</legend>
        {(
          [
            ['competent', 'COMPETENT'],
            ['not-yet-competent', 'NOT YET COMPETENT'],
            ['none', 'No decision yet'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="decision"
              value={value}
              defaultChecked={(props.practical ?? 'none') === value}
              className="size-5"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-assessor`}>Assessor name</Label>
        <Input
          id={`${id}-assessor`}
          name="assessorName"
          defaultValue={state?.values.assessorName ?? props.assessorName}
          maxLength={200}
          autoComplete="name"
          aria-invalid={errors.assessorName ? true : undefined}
          aria-describedby={errors.assessorName ? `${id}-assessor-error` : undefined}
        />
        {errors.assessorName ? (
          <p id={`${id}-assessor-error`} className="text-destructive text-sm">
            {errors.assessorName}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-date`}>Date</Label>
        <Input
          id={`${id}-date`}
          name="assessmentDate"
          type="date"
          defaultValue={state?.values.assessmentDate ?? props.assessmentDate}
          aria-invalid={errors.assessmentDate ? true : undefined}
          aria-describedby={errors.assessmentDate ? `${id}-date-error` : undefined}
        />
        {errors.assessmentDate ? (
          <p id={`${id}-date-error`} className="text-destructive text-sm">
            {errors.assessmentDate}
          </p>
        ) : null}
      </div>
      <SubmitButton busyLabel="Saving…" className="justify-self-start">
        Save decision
      </SubmitButton>
      <FormOutcome state={state} />
    </form>
  );
}

/** One unit of one learner: theory, the checklist record, the decision and the overall outcome. */
export function UnitAssessment(props: UnitAssessmentProps) {
  return (
    <section className="grid gap-4" aria-labelledby={`unit-${props.unitCode}`}>
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={`unit-${props.unitCode}`} className="text-lg font-semibold">
          {`${props.unitCode} ${props.unitTitle}`}
        </h3>
        <Badge
          variant={props.overall === 'NOT YET COMPETENT' ? 'destructive' : 'outline'}
          data-testid={`overall-${props.unitCode}`}
        >
          {props.overall}
        </Badge>
      </header>
      <TheoryForm props={props} />
      {props.checklist ? <ChecklistForm props={props} checklist={props.checklist} /> : null}
      <DecisionForm props={props} />
      {props.checklist ? (
        <a
          className="inline-flex min-h-11 items-center text-sm underline"
          href={`/staff/sessions/${props.slotId}/learners/${props.bookingId}/record/${props.unitCode}`}
          download
        >
          {`Download the assessor's record for ${props.unitCode} (PDF)`}
        </a>
      ) : null}
    </section>
  );
}
