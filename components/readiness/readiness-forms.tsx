'use client';

import { useActionState, type ReactNode } from 'react';

import {
  medicalFormAction,
  ppeFormAction,
  removeDocumentFormAction,
  selfCheckFormAction,
} from '@/app/account/bookings/[bookingId]/readiness/actions';
import { FieldError } from '@/components/form/field-error';
import { FormOutcome } from '@/components/form/form-outcome';
import { SubmitButton } from '@/components/form/submit-button';
import { Label } from '@/components/ui/label';
import { CheckboxInput, RadioInput } from '@/components/ui/native-choice';
import { Textarea } from '@/components/ui/textarea';
import { medicalDeclaration, medicalQuestions, ppeAgreement, selfCheckQuestions } from '@/content/readiness';

/** The readiness page's small forms: React form actions, so each works without JavaScript. */

export function SelfCheckForm({
  bookingId,
  answers,
}: {
  bookingId: string;
  answers: Record<string, string>;
}) {
  const [state, action] = useActionState(selfCheckFormAction, null);
  const shown = state && !state.ok ? state.values : answers;
  const errors = state && !state.ok ? state.fieldErrors : {};
  return (
    <form action={action} noValidate aria-label="Self-check" className="space-y-5">
      <input type="hidden" name="bookingId" value={bookingId} />
      {selfCheckQuestions.map((question) => (
        <fieldset
          key={question.id}
          className="space-y-2"
          aria-describedby={errors[question.id] ? `lln-${question.id}-error` : undefined}
        >
          <legend className="text-sm font-medium">{question.label}</legend>
          {question.answers.map((answer) => (
            <label key={answer.id} className="flex items-start gap-3 text-sm">
              <RadioInput
                name={question.id}
                value={answer.id}
                defaultChecked={shown[question.id] === answer.id}
              />
              {answer.label}
            </label>
          ))}
          <FieldError id={`lln-${question.id}-error`} message={errors[question.id]} />
        </fieldset>
      ))}
      <FormOutcome state={state} />
      <SubmitButton busyLabel="Saving…">Save my answers</SubmitButton>
    </form>
  );
}

export function PpeForm({ bookingId, done }: { bookingId: string; done: boolean }) {
  const [state, action] = useActionState(ppeFormAction, null);
  const errors = state && !state.ok ? state.fieldErrors : {};
  return (
    <form action={action} noValidate aria-label="Personal protective equipment" className="space-y-3">
      <input type="hidden" name="bookingId" value={bookingId} />
      <label className="flex items-start gap-3 text-sm font-medium" htmlFor="ppe-acknowledge">
        <CheckboxInput
          id="ppe-acknowledge"
          name="acknowledge"
          value="true"
          defaultChecked={done}
          aria-invalid={errors.acknowledge ? true : undefined}
          aria-describedby={errors.acknowledge ? 'ppe-acknowledge-error' : undefined}
        />
        {ppeAgreement}
      </label>
      <FieldError id="ppe-acknowledge-error" message={errors.acknowledge} />
      <FormOutcome state={state} />
      <SubmitButton busyLabel="Saving…">Confirm</SubmitButton>
    </form>
  );
}

export function MedicalForm({
  bookingId,
  answers,
  details,
  declared,
}: {
  bookingId: string;
  answers: Record<string, boolean>;
  details: string | null;
  declared: boolean;
}) {
  const [state, action] = useActionState(medicalFormAction, null);
  const echoed = state && !state.ok ? state.values : null;
  const errors = state && !state.ok ? state.fieldErrors : {};
  const chosen = (id: string) => (echoed ? echoed[id] : declared ? (answers[id] ? 'yes' : 'no') : undefined);
  return (
    <form action={action} noValidate aria-label="Medical declaration" className="space-y-5">
      <input type="hidden" name="bookingId" value={bookingId} />
      {medicalQuestions.map((question) => (
        <fieldset
          key={question.id}
          className="space-y-2"
          aria-describedby={errors[question.id] ? `medical-${question.id}-error` : undefined}
        >
          <legend className="text-sm font-medium">{question.label}</legend>
          <div className="flex gap-6">
            {(['yes', 'no'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <RadioInput name={question.id} value={value} defaultChecked={chosen(question.id) === value} />
                {value === 'yes' ? 'Yes' : 'No'}
              </label>
            ))}
          </div>
          <FieldError id={`medical-${question.id}-error`} message={errors[question.id]} />
        </fieldset>
      ))}
      <div className="space-y-2">
        <Label htmlFor="medical-details">Anything the trainer should know (optional)</Label>
        <Textarea
          id="medical-details"
          name="details"
          rows={3}
          maxLength={2000}
          defaultValue={echoed?.details ?? details ?? ''}
        />
        <FieldError id="medical-details-error" message={errors.details} />
      </div>
      <label className="flex items-start gap-3 text-sm font-medium" htmlFor="medical-declare">
        <CheckboxInput
          id="medical-declare"
          name="declare"
          value="true"
          defaultChecked={echoed ? echoed.declare === 'true' : declared}
          aria-invalid={errors.declare ? true : undefined}
          aria-describedby={errors.declare ? 'medical-declare-error' : undefined}
        />
        {medicalDeclaration}
      </label>
      <FieldError id="medical-declare-error" message={errors.declare} />
      <FormOutcome state={state} />
      <SubmitButton busyLabel="Saving…">Save my declaration</SubmitButton>
    </form>
  );
}

export function RemoveDocumentButton({
  bookingId,
  documentId,
  children,
}: {
  bookingId: string;
  documentId: string;
  children: ReactNode;
}) {
  const [state, action] = useActionState(removeDocumentFormAction, null);
  return (
    <form action={action} className="inline">
      <input type="hidden" name="bookingId" value={bookingId} />
      <input type="hidden" name="documentId" value={documentId} />
      <SubmitButton variant="outline" size="sm" busyLabel="Removing…">
        {children}
      </SubmitButton>
      {state && !state.ok ? <FormOutcome state={state} /> : null}
    </form>
  );
}
