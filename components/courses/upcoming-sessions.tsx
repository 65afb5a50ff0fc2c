'use client';

import { useEffect, useState } from 'react';
import type { UpcomingSessionsResponse } from '@/app/api/upcoming-sessions/route';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { findLocation } from '@/content/locations';
import { formatAud, formatDateDMY, formatDateLong } from '@/lib/rules/format';
import { filterByLocation } from '@/lib/rules/location-filter';
import type { UpcomingSlotSession as UpcomingSession } from '@/lib/rules/slot-types';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; sessions: UpcomingSession[] };

function groupByDate(sessions: readonly UpcomingSession[]): [string, UpcomingSession[]][] {
  const groups = new Map<string, UpcomingSession[]>();
  for (const session of sessions) {
    const list = groups.get(session.date) ?? [];
    list.push(session);
    groups.set(session.date, list);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** Calendar view of the price list: upcoming sessions grouped by date, read from a cached route. */
export function UpcomingSessions({ filter }: { filter: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/upcoming-sessions', { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<UpcomingSessionsResponse>;
      })
      .then((body) => setState({ status: 'ready', sessions: body.sessions }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('Error loading upcoming sessions', error);
          setState({ status: 'error' });
        }
      });
    return () => controller.abort();
  }, []);

  if (state.status === 'loading') {
    return (
      <p role="status" className="text-muted-foreground py-8 text-center">
        Loading upcoming sessions...
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="alert" className="py-8 text-center">
        Upcoming sessions could not be loaded.{' '}
        <a href="/calendar" className="text-primary font-medium underline underline-offset-4">
          Open the training calendar
        </a>
        .
      </p>
    );
  }

  const groups = groupByDate(filterByLocation(state.sessions, filter));
  if (groups.length === 0) {
    return (
      <p role="status" className="py-8 text-center">
        No upcoming sessions at this location yet.{' '}
        <a href="/calendar" className="text-primary font-medium underline underline-offset-4">
          See the training calendar
        </a>{' '}
        or ask us about a date that suits you.
      </p>
    );
  }

  return (
    <div className="space-y-6" data-testid="upcoming-sessions">
      {groups.map(([date, sessions]) => (
        <section key={date} aria-labelledby={`sessions-${date}`}>
          <h3 id={`sessions-${date}`} className="border-b pb-1 text-base font-semibold">
            {formatDateLong(date)}{' '}
            <span className="text-muted-foreground font-normal">({formatDateDMY(date)})</span>
          </h3>
          <ul className="mt-2 divide-y">
            {sessions.map((session) => {
              const location = findLocation(session.locationSlug);
              return (
                <li
                  key={session.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                  data-location={session.locationSlug}
                >
                  <div className="min-w-0">
                    <p className="font-medium">{session.courseName}</p>
                    <p className="text-muted-foreground text-sm">
                      {location?.label ?? session.location} · {session.time} · {formatAud(session.price)}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-3">
                    <Badge variant={session.availability === 'Limited' ? 'warning' : 'success'}>
                      {session.availability}
                    </Badge>
                    <a
                      href={session.bookingHref}
                      className={buttonVariants({ variant: 'brand', size: 'sm' })}
                      aria-label={`BOOK NOW: ${session.courseName}, ${location?.label ?? session.location}, ${formatDateDMY(date)}`}
                    >
                      BOOK NOW
                    </a>
                    <a
                      href={session.payHref}
                      className={buttonVariants({ variant: 'outline', size: 'sm' })}
                      aria-label={`Book and pay: ${session.courseName}, ${location?.label ?? session.location}, ${formatDateDMY(date)}`}
                    >
                      Book and pay
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
