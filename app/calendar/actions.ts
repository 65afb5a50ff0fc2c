'use server';

import { revalidatePath, updateTag } from 'next/cache';
import { after as afterResponse } from 'next/server';

import { databaseErrorSummary, isDatabaseUnavailable, migrateDatabase } from '@/lib/db';
import { readMigrations } from '@/lib/db/migrate';
import { rateLimit } from '@/lib/server/rate-limit';
import { failed, succeeded, type ActionResult } from '@/lib/rules/action-result';
import type { AvailabilitySlot } from '@/lib/rules/slot-types';
import { serverAction } from '@/lib/server/action';
import { notifySessionChanged, offerFreedPlacesOf } from '@/lib/server/enrolments';
import { deliverQueued } from '@/lib/server/outbox';
import { getPriceBook } from '@/lib/server/price-overrides';
import {
  createSlot,
  deleteSlot,
  getSlot,
  slotsTableExists,
  updateSlot,
  UPCOMING_SLOTS_TAG,
  type SlotWriteResult,
} from '@/lib/server/slots';
import { firstSlotIssue, slotSchema } from '@/lib/validation/slot';
import * as z from '@/lib/validation/zod';

import {
  NOT_SIGNED_IN_MESSAGE,
  NO_PERMISSION_MESSAGE,
  SETUP_COMMANDS,
  SETUP_SUCCESS_MESSAGE,
  slotToasts,
} from '@/lib/rules/calendar-messages';
import { SLOT_SAVE_UNAVAILABLE_MESSAGE } from '@/lib/rules/unavailable-messages';

/**
 * Every page and list that read slots carries the tag (both calendars, the list behind the /courses Calendar view),
 * on every instance. The path also reaches a calendar rendered while the table was missing or the database down
 * (it read no slots, so it carries no tag).
 */
function revalidateSlots() {
  updateTag(UPCOMING_SLOTS_TAG);
  revalidatePath('/calendar', 'layout');
}

function logError(context: string, error: unknown) {
  console.error(context, databaseErrorSummary(error));
}

const GONE = 'This availability slot no longer exists.';
const slotId = z.uuid(GONE);

/**
 * Staff only (admin, collaborator); RLS checks again underneath. Refusals name their reason under the failure:
 * signed out, no permission, or "try again" while the database is unreachable.
 */
function staffOnly(failure: string) {
  return {
    access: ['admin', 'collaborator'],
    messages: {
      failure,
      signedOut: NOT_SIGNED_IN_MESSAGE,
      forbidden: NO_PERMISSION_MESSAGE,
      unavailable: SLOT_SAVE_UNAVAILABLE_MESSAGE,
      issueAsMessage: false,
      firstIssue: firstSlotIssue,
    },
  } as const;
}

type SlotRefusal = Extract<SlotWriteResult, { ok: false }>['reason'];

/** The slot service's refusal as the action's failure. */
function slotRefused(failure: string, reason: SlotRefusal): ActionResult<never> {
  if (reason === 'denied') return failed('forbidden', failure, { detail: NO_PERMISSION_MESSAGE });
  if (reason === 'not-found') return failed('not-found', failure, { detail: GONE });
  return failed('error', failure);
}

export const addSlotAction = serverAction(
  { ...staffOnly(slotToasts.addFailed), name: 'Adding an availability slot', schema: slotSchema },
  async ({ session, input }): Promise<ActionResult<AvailabilitySlot>> => {
    const result = await createSlot(session, input);
    if (!result.ok) return slotRefused(slotToasts.addFailed, result.reason);
    revalidateSlots();
    return succeeded(result.slot, slotToasts.added);
  },
);

/** The slot's id beside the form's fields, so field errors keep the form's names. */
export const updateSlotAction = serverAction(
  {
    ...staffOnly(slotToasts.updateFailed),
    name: 'Updating an availability slot',
    schema: z.intersection(z.object({ id: slotId }), slotSchema),
  },
  async ({ session, input: { id, ...slot } }): Promise<ActionResult<AvailabilitySlot>> => {
    const before = await getSlot(id, session);
    const result = await updateSlot(session, id, slot);
    if (!result.ok) return slotRefused(slotToasts.updateFailed, result.reason);
    // A new date, time or place reaches every confirmed learner as a revised invite.
    const after = result.slot;
    if (
      before &&
      (before.date !== after.date ||
        before.startTime !== after.startTime ||
        before.endTime !== after.endTime ||
        before.location !== after.location)
    ) {
      const mailIds = await notifySessionChanged(id, { prices: await getPriceBook() });
      if (mailIds.length > 0) afterResponse(() => deliverQueued(mailIds).then(() => undefined));
    }
    // More places, or held places released: the waitlist is offered what is free now (those places are then taken).
    let saved = result.slot;
    if (before && saved.currentBookings < saved.maxStudents) {
      const offered = await offerFreedPlacesOf(id, { prices: await getPriceBook() });
      if (offered.length > 0) {
        afterResponse(() => deliverQueued(offered).then(() => undefined));
        saved = (await getSlot(id, session)) ?? saved;
      }
    }
    revalidateSlots();
    return succeeded(saved, slotToasts.updated);
  },
);

export const deleteSlotAction = serverAction(
  {
    ...staffOnly(slotToasts.deleteFailed),
    name: 'Deleting an availability slot',
    schema: z.object({ id: slotId }),
  },
  async ({ session, input }): Promise<ActionResult> => {
    const result = await deleteSlot(session, input.id);
    // A session learners have places in is never deleted silently: the message says how many and what to do.
    if (!result.ok && result.reason === 'has-learners')
      return failed('conflict', slotToasts.deleteFailed, { detail: result.message });
    if (!result.ok) return slotRefused(slotToasts.deleteFailed, result.reason);
    revalidateSlots();
    return succeeded(null, slotToasts.deleted);
  },
);

/**
 * What the setup button learns: `ready` when the availability table exists (now or already), else the manual steps
 * with the reason as the message. The SQL of every migration (for the Supabase SQL editor) comes only when the
 * tables really are missing; otherwise the commands alone. A refusal (the rate limit, the wrapper's outage answer)
 * is a failure and carries nothing: the card then shows the commands alone.
 */
export type SetupOutcome = { ready: true } | { ready: false; commands: readonly string[]; sql: string };

/** Whether the availability table is known to be missing (an unreachable database is not known to be). */
async function tablesMissing(): Promise<boolean> {
  try {
    return !(await slotsTableExists());
  } catch {
    return false;
  }
}

async function manualSetup(reason: string): Promise<ActionResult<SetupOutcome>> {
  let sql = '';
  if (await tablesMissing()) {
    try {
      sql = readMigrations()
        .map((migration) => `-- ${migration.version}_${migration.name}.sql\n${migration.sql}`)
        .join('\n\n');
    } catch (error) {
      logError('Could not read the migrations for the manual setup instructions', error);
    }
  }
  return succeeded({ ready: false, commands: SETUP_COMMANDS, sql }, reason);
}

const setUp = (): ActionResult<SetupOutcome> => succeeded({ ready: true }, SETUP_SUCCESS_MESSAGE);

/**
 * The setup card's button. Anyone may press it (the calendar page has no role check), so it only ever applies the
 * project's own pending migrations, only while the slots table is missing, rate limited per address and logged.
 * Its rate limit is counted in the body, not by the wrapper's option: it runs when the database has no tables, so
 * the rate_limits table may be missing (then the table check decides).
 */
export const setupDatabaseAction = serverAction(
  {
    name: '[calendar] Setting up the database',
    access: 'public',
    schema: z.undefined(),
    messages: { failure: 'Setup failed' },
  },
  async ({ ip }): Promise<ActionResult<SetupOutcome>> => {
    try {
      const limited = await rateLimit('database-setup', { ip });
      if (!limited.ok) return failed('rate-limited', 'Setup failed', { detail: limited.message });
    } catch (error) {
      // Without the rate-limit table the database is not set up at all; the table check below decides.
      logError('Database setup: rate limit unavailable', error);
    }
    try {
      if (await slotsTableExists()) {
        console.info(`[setup] database setup requested from ${ip}: already set up, nothing to do`);
        return setUp();
      }
      console.info(`[setup] database setup requested from ${ip}: applying migrations`);
      const result = await migrateDatabase();
      console.info(
        `[setup] applied ${result.applied.length} migration(s): ${result.applied.join(', ') || 'none'}`,
      );
      if (!(await slotsTableExists())) return manualSetup('Setup failed');
      revalidateSlots();
      return setUp();
    } catch (error) {
      logError('Database setup failed', error);
      // A database's own refusal helps whoever sets it up; a connection error or the lock would only show the
      // visitor a host, a port or a file path.
      const shown = !isDatabaseUnavailable(error) && error instanceof Error && error.message;
      return manualSetup(shown || 'Setup failed');
    }
  },
);
