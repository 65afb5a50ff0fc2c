import type { LearnerAttempts } from '@/lib/server/assessment-attempts';

import { LearnerAttemptsRow } from './learner-attempts-row';
import { StaffTable } from './staff-table';

/** Every theory assessment attempt, grouped by learner and unit. */
export function AttemptsSection({ groups }: { groups: LearnerAttempts[] }) {
  return (
    <section aria-labelledby="assessment-attempts" className="grid content-start gap-4 xl:col-span-2">
      <h2 id="assessment-attempts" className="text-xl font-bold">
        Theory assessment attempts
      </h2>
      <p className="text-muted-foreground text-sm">
        Every submission is recorded, signed in or not (anonymous learners by a browser cookie), oldest
        attempt first. A COMPETENT result after a long run of attempts may have been found by trial.
      </p>
      {groups.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center">
          No assessment attempts yet.
        </p>
      ) : (
        <StaffTable
          label="Attempts by learner and unit"
          columns={['Learner', 'Unit', 'Attempts', 'Result', 'Times and scores']}
          regionClassName="rounded-lg border p-3"
          headRowClassName="text-muted-foreground text-left"
          headCellClassName="pr-3 pb-2 font-medium last:pr-0"
        >
          {groups.map((group) => (
            <LearnerAttemptsRow key={`${group.learner}:${group.unitCode}`} group={group} />
          ))}
        </StaffTable>
      )}
    </section>
  );
}
