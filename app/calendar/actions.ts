'use server';

import { revalidatePath, updateTag } from 'next/cache';

import { authorize, type Session } from '@/lib/auth';
import { databaseErrorSummary, databaseReachable, isDatabaseUnavailable, migrateDatabase } from '@/lib/db';
import { readMigrations } from '@/lib/db/migrate';
import { clientIp, rateLimit } from '@/lib/server/rate-limit';
import type { AvailabilitySlot } from '@/lib/rules/slot-types';
import { createSlot, deleteSlot, slotsTableExists, updateSlot, UPCOMING_SLOTS_TAG } from '@/lib/server/slots';
import {
  firstSlotIssue,
  slotFieldErrors,
  slotIdSchema,
  slotSchema,
  type SlotInput,
} from '@/lib/validation/slot';

import {
  NOT_SIGNED_IN_MESSAGE,
  NO_PERMISSION_MESSAGE,
  SETUP_COMMANDS,
  SETUP_SUCCESS_MESSAGE,
  slotToasts,
} from '@/lib/rules/calendar-messages';
import { SLOT_SAVE_UNAVAILABLE_MESSAGE } from '@/lib/rules/unavailable-messages';

export type SlotActionResult =
  | { ok: true; message: string; slot?: AvailabilitySlot }
  | { ok: false; message: string; detail?: string; fieldErrors?: Partial<Record<keyof SlotInput, string>> };

function revalidateSlots() {
  // Both calendars (/calendar and /calendar/[location]) and the cached list behind the /courses Calendar view.
  revalidatePath('/calendar', 'layout');
  updateTag(UPCOMING_SLOTS_TAG);
}

function logError(context: string, error: unknown) {
  console.error(context, databaseErrorSummary(error));
}

type Failure = Extract<SlotActionResult, { ok: false }>;

function unavailable(failed: string): Failure {
  return { ok: false, message: failed, detail: SLOT_SAVE_UNAVAILABLE_MESSAGE };
}

/** A write that threw: "try again" when the database was unreachable, the plain failure otherwise. */
function thrown(failed: string, context: string, error: unknown): Failure {
  logError(context, error);
  return isDatabaseUnavailable(error) ? unavailable(failed) : { ok: false, message: failed };
}

/**
 * The session of an admin or collaborator, or the failure to return. RLS checks again underneath.
 * During an outage the role lookup fails and the session reads as a plain user: the answer is then "could not be
 * saved, try again" rather than "no permission", but it is a refusal all the same.
 */
async function staffSession(failed: string): Promise<{ session: Session } | { failure: Failure }> {
  const access = await authorize(['admin', 'collaborator']);
  if (access.ok) return { session: access.session };
  if (access.reason === 'signed-out') {
    return { failure: { ok: false, message: failed, detail: NOT_SIGNED_IN_MESSAGE } };
  }
  if (!(await databaseReachable())) return { failure: unavailable(failed) };
  return { failure: { ok: false, message: failed, detail: NO_PERMISSION_MESSAGE } };
}

function denied(failed: string): Failure {
  return { ok: false, message: failed, detail: NO_PERMISSION_MESSAGE };
}

export async function addSlotAction(input: SlotInput): Promise<SlotActionResult> {
  const failed = slotToasts.addFailed;
  const access = await staffSession(failed);
  if ('failure' in access) return access.failure;
  const parsed = slotSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      message: failed,
      detail: firstSlotIssue(parsed.error),
      fieldErrors: slotFieldErrors(parsed.error),
    };
  }
  try {
    const result = await createSlot(access.session, parsed.data);
    if (!result.ok) return result.reason === 'denied' ? denied(failed) : { ok: false, message: failed };
    revalidateSlots();
    return { ok: true, message: slotToasts.added, slot: result.slot };
  } catch (error) {
    return thrown(failed, 'Error adding availability slot', error);
  }
}

export async function updateSlotAction(id: string, input: SlotInput): Promise<SlotActionResult> {
  const failed = slotToasts.updateFailed;
  const access = await staffSession(failed);
  if ('failure' in access) return access.failure;
  const slotId = slotIdSchema.safeParse(id);
  if (!slotId.success)
    return { ok: false, message: failed, detail: 'This availability slot no longer exists.' };
  const parsed = slotSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      message: failed,
      detail: firstSlotIssue(parsed.error),
      fieldErrors: slotFieldErrors(parsed.error),
    };
  }
  try {
    const result = await updateSlot(access.session, slotId.data, parsed.data);
    if (!result.ok) {
      if (result.reason === 'denied') return denied(failed);
      if (result.reason === 'not-found')
        return { ok: false, message: failed, detail: 'This availability slot no longer exists.' };
      return { ok: false, message: failed };
    }
    revalidateSlots();
    return { ok: true, message: slotToasts.updated, slot: result.slot };
  } catch (error) {
    return thrown(failed, 'Error updating availability slot', error);
  }
}

export async function deleteSlotAction(id: string): Promise<SlotActionResult> {
  const failed = slotToasts.deleteFailed;
  const access = await staffSession(failed);
  if ('failure' in access) return access.failure;
  const slotId = slotIdSchema.safeParse(id);
  if (!slotId.success)
    return { ok: false, message: failed, detail: 'This availability slot no longer exists.' };
  try {
    const result = await deleteSlot(access.session, slotId.data);
    if (!result.ok) {
      return result.reason === 'denied'
        ? denied(failed)
        : { ok: false, message: failed, detail: 'This availability slot no longer exists.' };
    }
    revalidateSlots();
    return { ok: true, message: slotToasts.deleted };
  } catch (error) {
    return thrown(failed, 'Error deleting availability slot', error);
  }
}

export type SetupResult =
  { ok: true; message: string } | { ok: false; message: string; commands: readonly string[]; sql: string };

function manualSetup(message: string): SetupResult {
  let sql = '';
  try {
    sql = readMigrations()
      .map((migration) => `-- ${migration.version}_${migration.name}.sql\n${migration.sql}`)
      .join('\n\n');
  } catch (error) {
    logError('Could not read the migrations for the manual setup instructions', error);
  }
  return { ok: false, message, commands: SETUP_COMMANDS, sql };
}

/**
 * The setup card's button. Anyone may press it (the calendar page has no role check), so it only ever applies the
 * project's own pending migrations, only while the slots table is missing, rate limited per address and logged.
 */
export async function setupDatabaseAction(): Promise<SetupResult> {
  const ip = await clientIp();
  try {
    const limited = await rateLimit('database-setup', { ip });
    if (!limited.ok) return manualSetup(limited.message);
  } catch (error) {
    // Without the rate-limit table the database is not set up at all; the table check below decides.
    logError('Database setup: rate limit unavailable', error);
  }
  try {
    if (await slotsTableExists()) {
      console.info(`[setup] database setup requested from ${ip}: already set up, nothing to do`);
      return { ok: true, message: SETUP_SUCCESS_MESSAGE };
    }
    console.info(`[setup] database setup requested from ${ip}: applying migrations`);
    const result = await migrateDatabase();
    console.info(
      `[setup] applied ${result.applied.length} migration(s): ${result.applied.join(', ') || 'none'}`,
    );
    if (!(await slotsTableExists())) return manualSetup('Setup failed');
    revalidateSlots();
    return { ok: true, message: SETUP_SUCCESS_MESSAGE };
  } catch (error) {
    logError('Database setup failed', error);
    // A database's own refusal helps whoever sets it up; a connection error or the lock would only show the
    // visitor a host, a port or a file path.
    const shown = !isDatabaseUnavailable(error) && error instanceof Error && error.message;
    return manualSetup(shown || 'Setup failed');
  }
}
