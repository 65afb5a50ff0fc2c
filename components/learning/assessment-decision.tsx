import { CheckboxInput } from '@/components/ui/native-choice';
import type { AssessmentDecision, AssessorRecord } from '@/lib/rules/assessor-record';

const lineInput =
  'h-10 w-full rounded-none border-0 border-b-2 border-foreground/60 bg-transparent px-1 text-base outline-hidden focus-visible:border-ring md:text-sm';

/** The decision block: COMPETENT / NOT YET COMPETENT and the lines the assessor fills in and signs. */
export function AssessmentDecisionBlock({
  record,
  ready,
  onChange,
}: {
  record: AssessorRecord;
  ready: boolean;
  onChange: (patch: Partial<AssessorRecord>) => void;
}) {
  function setDecision(decision: Exclude<AssessmentDecision, null>, checked: boolean) {
    onChange({ decision: checked ? decision : record.decision === decision ? null : record.decision });
  }

  return (
    <section
      aria-labelledby="decision-heading"
      className="print-avoid-break border-primary bg-card space-y-5 rounded-xl border-2 p-4 sm:p-6"
    >
      <h2 id="decision-heading" className="text-primary text-xl font-bold">
        Assessment Decision
      </h2>
      <fieldset className="space-y-3">
        <legend className="sr-only">Decision</legend>
        <div className="flex flex-wrap gap-x-8 gap-y-3">
          <div className="flex items-center gap-3">
            <CheckboxInput
              id="decision-competent"
              checked={record.decision === 'competent'}
              onChange={(event) => setDecision('competent', event.target.checked)}
              className="size-6"
            />
            <label htmlFor="decision-competent" className="cursor-pointer font-bold">
              COMPETENT
            </label>
          </div>
          <div className="flex items-center gap-3">
            <CheckboxInput
              id="decision-not-yet-competent"
              checked={record.decision === 'not-yet-competent'}
              onChange={(event) => setDecision('not-yet-competent', event.target.checked)}
              className="size-6"
            />
            <label htmlFor="decision-not-yet-competent" className="cursor-pointer font-bold">
              NOT YET COMPETENT
            </label>
          </div>
        </div>
        {record.decision === 'competent' && !ready ? (
          <p className="text-destructive text-sm font-semibold print:hidden">
            Not every checklist item is ticked yet. Confirm all evidence before recording COMPETENT.
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="candidate-name" className="text-sm font-semibold">
            Candidate name
          </label>
          <input
            id="candidate-name"
            type="text"
            className={lineInput}
            value={record.candidateName}
            maxLength={200}
            autoComplete="off"
            onChange={(e) => onChange({ candidateName: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor="assessor-name" className="text-sm font-semibold">
            Assessor name
          </label>
          <input
            id="assessor-name"
            type="text"
            className={lineInput}
            value={record.assessorName}
            maxLength={200}
            autoComplete="name"
            onChange={(e) => onChange({ assessorName: e.target.value })}
          />
        </div>
        <div>
          <p className="text-sm font-semibold">Assessor signature</p>
          <div className="border-foreground/60 h-10 border-b-2" aria-hidden />
          <p className="text-muted-foreground mt-1 text-xs print:hidden">Sign on the printed copy.</p>
        </div>
        <div>
          <label htmlFor="assessment-date" className="text-sm font-semibold">
            Date
          </label>
          <input
            id="assessment-date"
            type="date"
            className={lineInput}
            value={record.assessmentDate}
            onChange={(e) => onChange({ assessmentDate: e.target.value })}
          />
        </div>
      </div>
    </section>
  );
}
