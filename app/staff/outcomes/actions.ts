'use server';

import { revalidatePath, updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { after } from 'next/server';

import { failed, succeeded, type ActionResult } from '@/lib/rules/action-result';
import type { FormState } from '@/lib/rules/form-state';
import { serverAction } from '@/lib/server/action';
import { moveAbsentBooking, staffStep } from '@/lib/server/enrolments';
import { deliverQueued } from '@/lib/server/outbox';
import { cancelUnderPolicy } from '@/lib/server/payments-admin';
import { getPriceBook } from '@/lib/server/price-overrides';
import { UPCOMING_SLOTS_TAG } from '@/lib/server/slots';
import { issueCertificate, reissueCertificate, revokeCertificate } from '@/lib/server/certificates';
import { formAction } from '@/lib/server/form-action';
import {
  markAttendance,
  recordOutcome,
  sendQueued,
  type OutcomeChange,
  type OutcomeResult,
} from '@/lib/server/outcomes';
import {
  attendanceSchema,
  cancelAbsentSchema,
  certificateIdSchema,
  checklistSchema,
  decisionSchema,
  issueCertificateSchema,
  moveAbsentSchema,
  revokeCertificateSchema,
  theorySchema,
} from '@/lib/validation/outcomes';
import { STAFF_ROLE_REQUIRED } from '@/lib/rules/roles';
import type * as z from '@/lib/validation/zod';

/**
 * The roll, results and certificates, as React form actions (they work without JavaScript). Staff only, by the
 * wrapper and again in the data layer (user_roles re-read in the write's transaction); RLS lets no API role write.
 */

const STAFF = ['admin', 'collaborator'] as const;

function staffOptions(name: string, failure: string) {
  return {
    name,
    access: STAFF,
    messages: { failure, forbidden: STAFF_ROLE_REQUIRED, issueAsMessage: false },
  } as const;
}

/** A committed step: its mail leaves after the response, and the pages that show it are fresh. */
function settle<T extends object, R>(
  result: OutcomeResult<T>,
  failure: string,
  paths: readonly string[],
  data: (value: T) => R,
): ActionResult<R> {
  if (!result.ok) {
    const code =
      result.reason === 'forbidden'
        ? 'forbidden'
        : result.reason === 'not-found'
          ? 'not-found'
          : result.reason === 'invalid'
            ? 'invalid'
            : 'conflict';
    return failed(code, failure, { detail: result.message });
  }
  const mailIds = 'mailIds' in result.value ? (result.value.mailIds as string[]) : [];
  if (mailIds.length > 0) after(() => sendQueued(mailIds));
  for (const path of paths) revalidatePath(path);
  return succeeded(data(result.value), result.message);
}

const sessionPaths = (slotId: string) => [`/staff/sessions/${slotId}`, '/staff/certificates'];

const attendanceAction = serverAction(
  {
    ...staffOptions('[outcomes] Marking attendance', 'Could not save the attendance.'),
    schema: attendanceSchema,
  },
  async ({ session, input }) =>
    settle(
      await markAttendance(session, {
        slotId: input.slotId,
        bookingId: input.bookingId,
        status: input.status,
        expectedVersion: input.version,
      }),
      'Could not save the attendance.',
      sessionPaths(input.slotId),
      (value) => ({ version: value.version }),
    ),
);

type UnitInput = { slotId: string; bookingId: string; unitCode: string; version: number };

/** One unit's result on the roll: theory, checklist and decision differ only in the change each records. */
function unitOutcomeAction<S extends z.ZodType<UnitInput>>(
  name: string,
  failure: string,
  schema: S,
  change: (input: z.output<S>) => OutcomeChange,
) {
  return serverAction({ ...staffOptions(name, failure), schema }, async ({ session, input }) =>
    settle(
      await recordOutcome(session, {
        slotId: input.slotId,
        bookingId: input.bookingId,
        unitCode: input.unitCode,
        expectedVersion: input.version,
        change: change(input),
      }),
      failure,
      sessionPaths(input.slotId),
      (value) => ({ version: value.version }),
    ),
  );
}

const theoryAction = unitOutcomeAction(
  '[outcomes] Recording theory',
  'Could not save the theory result.',
  theorySchema,
  (input) => ({ kind: 'theory', result: input.theory === 'none' ? null : input.theory }),
);

const checklistAction = unitOutcomeAction(
  '[outcomes] Saving a checklist',
  'Could not save the checklist.',
  checklistSchema,
  (input) => ({ kind: 'checklist', ticked: input.ticked }),
);

const decisionAction = unitOutcomeAction(
  '[outcomes] Recording a decision',
  'Could not save the decision.',
  decisionSchema,
  (input) => ({
    kind: 'decision',
    decision: input.decision === 'none' ? null : input.decision,
    assessorName: input.assessorName,
    assessmentDate: input.assessmentDate,
  }),
);

const issueAction = serverAction(
  {
    ...staffOptions('[certificates] Issuing', 'Could not issue the certificate.'),
    schema: issueCertificateSchema,
  },
  async ({ session, input }) =>
    settle(
      await issueCertificate(session, input.bookingId),
      'Could not issue the certificate.',
      sessionPaths(input.slotId),
      (value) => ({ number: value.certificate.number }),
    ),
);

const reissueAction = serverAction(
  {
    ...staffOptions('[certificates] Re-issuing', 'Could not re-issue the certificate.'),
    schema: certificateIdSchema,
  },
  async ({ session, input }) =>
    settle(
      await reissueCertificate(session, input.certificateId),
      'Could not re-issue the certificate.',
      ['/staff/certificates'],
      (value) => ({ number: value.certificate.number }),
    ),
);

const revokeAction = serverAction(
  {
    name: '[certificates] Revoking',
    access: ['admin'],
    schema: revokeCertificateSchema,
    messages: {
      failure: 'Could not revoke the certificate.',
      forbidden: 'Admin role required.',
      issueAsMessage: false,
    },
  },
  async ({ session, input }) =>
    settle(
      await revokeCertificate(session, input.certificateId, input.reason),
      'Could not revoke the certificate.',
      ['/staff/certificates'],
      (value) => ({ number: value.number }),
    ),
);

/** Places changed: both rolls, the staff inbox and every page that shows places left. */
function placesChanged(slotIds: readonly string[]) {
  for (const id of slotIds) revalidatePath(`/staff/sessions/${id}`);
  revalidatePath('/staff');
  revalidatePath('/calendar', 'layout');
  updateTag(UPCOMING_SLOTS_TAG);
}

const moveAbsentAction = serverAction(
  {
    ...staffOptions('[outcomes] Moving an absent learner', 'Could not move the place.'),
    schema: moveAbsentSchema,
  },
  async ({ session, input }) => {
    const prices = await getPriceBook();
    const result = await staffStep(session, 'move an absent learner', (tx) =>
      moveAbsentBooking(tx, input.bookingId, input.slotId, input.toSlotId, { prices }),
    );
    if (!result.ok) return failed(result.reason === 'forbidden' ? 'forbidden' : 'conflict', result.message);
    const mailIds = result.mailIds;
    after(() => deliverQueued(mailIds).then(() => undefined));
    placesChanged(result.slotIds);
    return succeeded({ slotId: input.slotId }, `${result.message}: the new invite is on its way.`);
  },
);

const cancelAbsentAction = serverAction(
  {
    ...staffOptions('[outcomes] Cancelling an absent learner', 'Could not cancel the place.'),
    schema: cancelAbsentSchema,
  },
  async ({ session, input }) => {
    const result = await cancelUnderPolicy(session, input.bookingId, input.slotId);
    if (!result.ok) return failed('conflict', result.message);
    placesChanged([input.slotId]);
    revalidatePath('/staff/payments');
    return succeeded({ slotId: input.slotId }, result.value.message);
  },
);

type Placed = FormState<{ slotId: string }>;

/*
 * Done, the learner leaves this roll (and the form with its answer), so the roll is opened again with a notice.
 * redirect() runs outside the action wrapper, whose catch would take Next's redirect for an error.
 */
export async function moveAbsentFormAction(previous: Placed, formData: FormData): Promise<Placed> {
  const state = await formAction(moveAbsentAction)(previous, formData);
  if (state?.ok) redirect(`/staff/sessions/${state.data.slotId}?notice=moved`);
  return state;
}
export async function cancelAbsentFormAction(previous: Placed, formData: FormData): Promise<Placed> {
  const state = await formAction(cancelAbsentAction)(previous, formData);
  if (state?.ok) redirect(`/staff/sessions/${state.data.slotId}?notice=cancelled`);
  return state;
}

type Versioned = FormState<{ version: number }>;
type Numbered = FormState<{ number: string }>;

export async function attendanceFormAction(previous: Versioned, formData: FormData): Promise<Versioned> {
  return formAction(attendanceAction)(previous, formData);
}
export async function theoryFormAction(previous: Versioned, formData: FormData): Promise<Versioned> {
  return formAction(theoryAction)(previous, formData);
}
export async function checklistFormAction(previous: Versioned, formData: FormData): Promise<Versioned> {
  return formAction(checklistAction, { lists: ['ticked'] })(previous, formData);
}
export async function decisionFormAction(previous: Versioned, formData: FormData): Promise<Versioned> {
  return formAction(decisionAction)(previous, formData);
}
export async function issueCertificateFormAction(previous: Numbered, formData: FormData): Promise<Numbered> {
  return formAction(issueAction)(previous, formData);
}
export async function reissueCertificateFormAction(
  previous: Numbered,
  formData: FormData,
): Promise<Numbered> {
  return formAction(reissueAction)(previous, formData);
}
export async function revokeCertificateFormAction(previous: Numbered, formData: FormData): Promise<Numbered> {
  return formAction(revokeAction)(previous, formData);
}

/** The plain actions, for tests and callers with objects rather than forms. */
export async function markAttendanceAction(input: unknown) {
  return attendanceAction(input);
}
export async function recordDecisionAction(input: unknown) {
  return decisionAction(input);
}
export async function revokeCertificateAction(input: unknown) {
  return revokeAction(input);
}
