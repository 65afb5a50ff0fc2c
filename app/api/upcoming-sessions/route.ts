import { sampleSessions } from '@/content/sample-sessions';
import { shiftSessionsToUpcoming, type UpcomingSession } from '@/lib/sample-sessions';

// Regenerated at most hourly, so /courses stays static and its Calendar view reads a cached file.
// The calendar issue replaces the sample data with upcoming availability slots from the database.
export const revalidate = 3600;

export type UpcomingSessionsResponse = { sessions: UpcomingSession[] };

export function GET() {
  const sessions = shiftSessionsToUpcoming(sampleSessions, new Date()).toSorted((a, b) =>
    a.date === b.date ? a.startTime.localeCompare(b.startTime) : a.date.localeCompare(b.date),
  );
  return Response.json({ sessions } satisfies UpcomingSessionsResponse);
}
