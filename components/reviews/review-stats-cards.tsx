import { AwardIcon, MessageSquareTextIcon, StarIcon } from 'lucide-react';

import type { ReviewStats } from '@/lib/rules/review-stats';

import { StarDisplay } from './star-display';

/**
 * Average rating (one decimal), total reviews and the number of 5-star reviews. As a `placeholder` (the loading
 * state's invisible copy) it keeps the geometry and drops what tests and assistive technology find by name.
 */
export function ReviewStatsCards({
  stats,
  placeholder = false,
}: {
  stats: ReviewStats;
  placeholder?: boolean;
}) {
  const cards = [
    { id: 'average', label: 'Average Rating', value: stats.average, Icon: StarIcon },
    { id: 'total', label: 'Total Reviews', value: String(stats.total), Icon: MessageSquareTextIcon },
    { id: 'five-star', label: '5-Star Reviews', value: String(stats.fiveStar), Icon: AwardIcon },
  ];
  return (
    <ul aria-label={placeholder ? undefined : 'Review statistics'} className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ id, label, value, Icon }) => (
        <li key={id} className="bg-card flex items-center gap-4 rounded-xl border p-5 shadow-xs">
          <span className="bg-accent text-brand flex size-12 shrink-0 items-center justify-center rounded-full">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div>
            <p className="text-muted-foreground text-sm font-medium">{label}</p>
            <p className="text-3xl font-extrabold" data-testid={placeholder ? undefined : `stat-${id}`}>
              {value}
            </p>
            {id === 'average' ? <StarDisplay rating={Number(stats.average)} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
