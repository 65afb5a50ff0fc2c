'use server';

import { redirect } from 'next/navigation';

import { site } from '@/content/site';
import { safeNextPath } from '@/lib/auth/next-path';
import { failed, succeeded, type ActionResult } from '@/lib/rules/action-result';
import { answersOf, completionProblems } from '@/lib/rules/enrolment-record';
import type { FormState } from '@/lib/rules/form-state';
import { todayIn } from '@/lib/rules/slot-format';
import { serverAction } from '@/lib/server/action';
import { loadLearnerEnrolment, mailResumeLink, saveEnrolmentAnswers } from '@/lib/server/enrolment-records';
import { formAction } from '@/lib/server/form-action';
import { logSafeError } from '@/lib/server/log';
import {
  enrolmentFlagFields,
  enrolmentFormSchema,
  enrolmentListFields,
  mergeAnswers,
  readEnrolmentAnswers,
} from '@/lib/validation/enrolment-record';
import * as z from '@/lib/validation/zod';

export type EnrolmentSaved = { savedAt: string; complete: boolean; next: string | null };

const NOT_FOUND = 'That booking was not found in your account.';

/**
 * Saves the signed-in learner's enrolment answers: a draft keeps every valid answer (saved as they type, or by the
 * "Save" button without JavaScript) and names the rest; a submission needs the identity a certificate needs and
 * both agreements, and then goes on to `next` (a local path) or the readiness page.
 */
const saveEnrolment = serverAction(
  {
    name: '[enrolment] Save the enrolment form',
    access: 'signed-in',
    // Loose: the answers are read field by field below, so one bad answer never loses the others.
    schema: z.looseObject(enrolmentFormSchema.shape),
    messages: {
      failure: 'Your answers could not be saved.',
      signedOut: 'Please sign in again to save your answers.',
    },
    rateLimit: { action: 'enrolment-save', subject: () => null },
  },
  async ({ session, input }): Promise<ActionResult<EnrolmentSaved>> => {
    const enrolment = await loadLearnerEnrolment(session, input.bookingId);
    if (!enrolment) return failed('not-found', 'Your answers could not be saved.', { detail: NOT_FOUND });
    const { answers: read, errors } = readEnrolmentAnswers(input, todayIn(site.timeZone));
    const submit = input.intent === 'submit';
    const stored = enrolment.record ? answersOf(enrolment.record) : null;
    const answers = mergeAnswers(stored, read);
    const agreed = { privacy: input.privacyNotice, declaration: input.declaration };
    const problems = { ...completionProblems(answers, agreed), ...errors };
    if (submit && Object.keys(problems).length > 0) {
      return failed('invalid', 'Please check the answers marked before you submit.', {
        detail: 'Your other answers are kept.',
        fieldErrors: problems,
      });
    }
    // A submitted record stays complete while it is still complete after a correction.
    const complete = submit || (enrolment.record?.completedAt != null && Object.keys(problems).length === 0);
    const saved = await saveEnrolmentAnswers(session, input.bookingId, answers, { ...agreed, complete });
    if (!saved.ok) {
      return saved.reason === 'completed'
        ? failed('conflict', 'Your answers could not be saved.', {
            detail: 'Our staff have verified this enrolment. Please call us to change it.',
          })
        : failed('not-found', 'Your answers could not be saved.', { detail: NOT_FOUND });
    }
    if (saved.created && !complete) {
      // The way back from another device; the answers are saved whatever happens to the mail.
      await mailResumeLink(session, enrolment.booking).catch((error) =>
        logSafeError('[enrolment] The resume link could not be mailed', error),
      );
    }
    const next = submit
      ? safeNextPath(
          typeof input.next === 'string' ? input.next : null,
          `/account/bookings/${input.bookingId}/readiness`,
        )
      : null;
    const data = { savedAt: saved.record.updatedAt, complete: saved.record.completedAt !== null, next };
    if (submit) return succeeded(data, 'Thank you: your enrolment form is complete.');
    if (Object.keys(errors).length > 0) {
      return failed('invalid', 'Your answers are saved, except those marked.', { fieldErrors: errors });
    }
    return succeeded(data, 'Your answers are saved.', 'You can come back to finish at any time.');
  },
);

const shape = { lists: enrolmentListFields, flags: enrolmentFlagFields };

/** The form's action (with and without JavaScript): a submission goes on to the next page. */
export async function saveEnrolmentFormAction(
  previous: FormState<EnrolmentSaved>,
  formData: FormData,
): Promise<FormState<EnrolmentSaved>> {
  const state = await formAction(saveEnrolment, shape)(previous, formData);
  if (state?.ok && state.data.next) redirect(state.data.next);
  return state;
}

/** Saving as the learner types: the same action, called from the browser with the form's fields. */
export async function autosaveEnrolmentAction(formData: FormData): Promise<FormState<EnrolmentSaved>> {
  formData.set('intent', 'draft');
  return formAction(saveEnrolment, shape)(null, formData);
}
