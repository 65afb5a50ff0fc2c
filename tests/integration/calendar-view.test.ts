import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { setDatabaseForTesting } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { CALENDAR_UNAVAILABLE_TITLE } from '@/lib/rules/unavailable-messages';

import { backends, openEmptyDatabase, openTestDatabase } from './helpers/database';
import { renderServer } from './helpers/render-server';
import { actAs } from './helpers/request-scope';

vi.mock('next/headers', async () => (await import('./helpers/request-scope')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./helpers/request-scope')).nextCacheMock);

const { CalendarView } = await import('@/components/calendar/calendar-view');
const { AvailabilityCalendar } = await import('@/components/calendar/availability-calendar');
const { SetupCard } = await import('@/components/calendar/setup-card');

/**
 * Which state the calendar pages choose. The setup card is for a database without the slots table only; an
 * outage or a locked database gets "unavailable right now" (tests/integration/faults-*.test.ts).
 */
describe.each(backends())('calendar view states (%s)', (backend) => {
  const saved = { DATA_DIR: process.env.DATA_DIR };
  const dataDir = mkdtempSync(join(tmpdir(), 'calendar-view-'));
  const logged: string[] = [];

  beforeAll(async () => {
    process.env.DATA_DIR = dataDir;
    resetEnvCache();
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
    await actAs(null);
  });

  afterAll(() => {
    setDatabaseForTesting(null);
    rmSync(dataDir, { recursive: true, force: true });
    process.env.DATA_DIR = saved.DATA_DIR;
    resetEnvCache();
    vi.restoreAllMocks();
  });

  it('shows the setup card, quietly, when the slots table does not exist', async () => {
    const db = await openEmptyDatabase(backend);
    try {
      setDatabaseForTesting(db);
      logged.length = 0;
      for (const scope of ['all', 'bowen-basin'] as const) {
        const view = await renderServer(CalendarView({ scope }));
        expect(view.element.type).toBe(SetupCard);
        expect(view.html).toContain('data-testid="setup-card"');
        expect(view.html).not.toContain(CALENDAR_UNAVAILABLE_TITLE);
      }
      // Not an error: a fresh database is expected to look like this.
      expect(logged).toEqual([]);
    } finally {
      setDatabaseForTesting(null);
      await db.dispose();
    }
  });

  it('shows the calendar on a migrated database', async () => {
    const db = await openTestDatabase(backend);
    try {
      setDatabaseForTesting(db);
      const view = await renderServer(CalendarView({ scope: 'all' }));
      expect(view.element.type).toBe(AvailabilityCalendar);
      expect(view.element.props).toMatchObject({ scope: 'all', slots: [] });
      expect(view.html).toContain('data-testid="availability-calendar"');
      // The cached page is the same for everyone: no edit controls until the browser knows the session.
      expect(view.html).not.toContain('Edit Mode');
    } finally {
      setDatabaseForTesting(null);
      await db.dispose();
    }
  });
});
