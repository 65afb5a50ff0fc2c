import { Badge } from '@/components/ui/badge';
import { formatProviderDateTime } from '@/lib/rules/format';
import type { LearnerAttempts } from '@/lib/server/assessment-attempts';

/** One learner's attempts at one unit's theory assessment, oldest first, with the attempt that was competent. */
export function LearnerAttemptsRow({ group }: { group: LearnerAttempts }) {
  const count = group.attempts.length;
  return (
    <tr className="border-t align-top" data-testid="learner-attempts">
      <th scope="row" className="py-2 pr-3 text-left font-medium break-all">
        {group.learner}
      </th>
      <td className="py-2 pr-3">{group.unitCode}</td>
      <td className="py-2 pr-3 tabular-nums">{count}</td>
      <td className="py-2 pr-3">
        {group.firstCompetentAttempt === null ? (
          <Badge variant="secondary">Not yet competent</Badge>
        ) : (
          <Badge variant={group.firstCompetentAttempt > 3 ? 'brand' : 'secondary'}>
            {`COMPETENT on attempt ${group.firstCompetentAttempt} of ${count}`}
          </Badge>
        )}
      </td>
      <td className="py-2">
        <ol className="grid gap-0.5">
          {group.attempts.map((attempt) => (
            <li key={attempt.id} className="tabular-nums">
              <time dateTime={attempt.createdAt}>{formatProviderDateTime(attempt.createdAt)}</time>
              {`: ${attempt.correct}/${attempt.total} (${attempt.scorePercent}%) ${attempt.competent ? 'COMPETENT' : 'NOT YET COMPETENT'}`}
            </li>
          ))}
        </ol>
      </td>
    </tr>
  );
}
