import { findLocation, locations } from '@/content/locations';
import { formatDateLong } from '@/lib/rules/format';
import { formatTimeRange } from '@/lib/rules/slot-format';

type Props = { courseName: string; date: string; startTime: string; endTime: string; location: string };

/** The session a learner is booking: course, date, times and place. */
export function SessionSummary({ courseName, date, startTime, endTime, location }: Props) {
  const place = locations.find((item) => item.name === location) ?? findLocation(location);
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      <dt className="text-muted-foreground">Course</dt>
      <dd className="font-medium">{courseName}</dd>
      <dt className="text-muted-foreground">Date</dt>
      <dd className="font-medium">{formatDateLong(date)}</dd>
      <dt className="text-muted-foreground">Time</dt>
      <dd className="font-medium">{formatTimeRange(startTime, endTime)}</dd>
      <dt className="text-muted-foreground">Location</dt>
      <dd className="font-medium">{place?.label ?? location}</dd>
    </dl>
  );
}
