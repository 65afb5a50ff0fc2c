'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

import {
  autosaveEnrolmentAction,
  saveEnrolmentFormAction,
} from '@/app/account/bookings/[bookingId]/enrolment/actions';
import { ActionBoundary } from '@/components/form/action-boundary';
import { usePageActionState } from '@/lib/client/page-action-state';
import { FieldError } from '@/components/form/field-error';
import { FormOutcome } from '@/components/form/form-outcome';
import { SubmitButton } from '@/components/form/submit-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CheckboxInput, RadioInput } from '@/components/ui/native-choice';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import {
  disabilityTypes,
  enrolmentChoices,
  enrolmentQuestions,
  priorQualifications,
  privacyNotice,
  recognitions,
  studentDeclaration,
  type Choice,
  type ChoiceField,
} from '@/content/enrolment-questions';
import type { EnrolmentFormValues } from '@/lib/rules/enrolment-record';
import type { FormState } from '@/lib/rules/form-state';

type Props = {
  bookingId: string;
  next: string | null;
  initial: EnrolmentFormValues;
  agreed: { privacy: boolean; declaration: boolean };
  complete: boolean;
};

const AUTOSAVE_DELAY_MS = 1200;

/** The employment and study questions, each field with the question that asks it. */
const employmentAndStudy = [
  ['labourForceStatus', enrolmentQuestions.labourForceStatus],
  ['studyReason', enrolmentQuestions.studyReason],
  ['citizenship', enrolmentQuestions.citizenship],
  ['surveyContactStatus', enrolmentQuestions.surveyContact],
] as const;

/**
 * The enrolment form: NCVER's questions in their order, nothing preselected and nothing forced. Answers are saved
 * as the learner types (a pause of a second saves them); without JavaScript the "Save and finish later" button does
 * the same. "Submit enrolment" checks the identity a certificate needs and the two agreements.
 */
export function EnrolmentForm(props: Props) {
  return (
    <ActionBoundary>
      {(failure, remember) => (
        <EnrolmentFormFields {...props} unreachable={failure?.submitted} remember={remember} />
      )}
    </ActionBoundary>
  );
}

function EnrolmentFormFields({
  bookingId,
  next,
  initial,
  agreed,
  complete,
  unreachable,
  remember,
}: Props & { unreachable?: Record<string, string>; remember: (form: HTMLFormElement) => void }) {
  const [state, action] = usePageActionState(saveEnrolmentFormAction, null);
  const [autosave, setAutosave] = useState<FormState<unknown>>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useEffect(() => {
    if (!state || state.ok) return;
    const first = Object.keys(state.fieldErrors)[0];
    if (first) document.getElementsByName(first)[0]?.focus();
  }, [state]);

  const scheduleSave = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const form = formRef.current;
      if (!form) return;
      setSaving(true);
      try {
        setAutosave(await autosaveEnrolmentAction(new FormData(form)));
      } catch {
        setAutosave({
          ok: false,
          code: 'unavailable',
          message: 'Not saved: the connection dropped.',
          detail: 'Your answers are still on this page; they save again when you next change one.',
          fieldErrors: {},
          values: {},
        });
      } finally {
        setSaving(false);
      }
    }, AUTOSAVE_DELAY_MS);
  };

  const shownState = state ?? null;
  const echoed = unreachable ?? (state && !state.ok ? state.values : null);
  const value = (name: string): string | undefined => {
    if (echoed && name in echoed) return echoed[name];
    const v = initial[name];
    return Array.isArray(v) ? undefined : v;
  };
  const listed = (name: string, code: string): boolean => {
    if (echoed) return (echoed[name] ?? '').split('\n').includes(code);
    const v = initial[name];
    return Array.isArray(v) ? v.includes(code) : false;
  };
  const errors: Record<string, string> = {
    ...(autosave && !autosave.ok ? autosave.fieldErrors : {}),
    ...(state && !state.ok ? state.fieldErrors : {}),
  };
  const field = { value, errors };

  return (
    <form
      ref={formRef}
      action={action}
      onSubmit={(event) => {
        if (timer.current) clearTimeout(timer.current);
        remember(event.currentTarget);
      }}
      onChange={scheduleSave}
      noValidate
      aria-label="Enrolment form"
      className="space-y-8"
    >
      <input type="hidden" name="bookingId" value={bookingId} />
      {next ? <input type="hidden" name="next" value={next} /> : null}

      <Section title="About you">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...field}
            name="familyName"
            label="Family name (surname)"
            autoComplete="family-name"
            max={100}
          />
          <TextField
            {...field}
            name="givenNames"
            label="Given names"
            autoComplete="given-name"
            max={100}
            hint="As they appear on your ID, including middle names."
          />
          <TextField {...field} name="dateOfBirth" label="Date of birth" type="date" autoComplete="bday" />
          <Radios {...field} name="gender" legend="Gender" />
        </div>
      </Section>

      <Section title="Your contact details">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...field}
            name="mobilePhone"
            label="Mobile phone"
            type="tel"
            autoComplete="tel"
            max={20}
          />
          <TextField {...field} name="homePhone" label="Home phone" type="tel" max={20} />
          <TextField {...field} name="email" label="Email" type="email" autoComplete="email" max={80} />
        </div>
        <h3 className="mt-6 text-base font-semibold">Residential address</h3>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <TextField {...field} name="addressBuilding" label="Building or property name" max={50} />
          <TextField {...field} name="addressFlat" label="Flat or unit details" max={30} />
          <TextField {...field} name="addressStreetNumber" label="Street or lot number" max={15} />
          <TextField
            {...field}
            name="addressStreetName"
            label="Street name"
            autoComplete="address-line1"
            max={70}
          />
          <TextField
            {...field}
            name="addressSuburb"
            label="Suburb, locality or town"
            autoComplete="address-level2"
            max={50}
          />
          <SelectField {...field} name="addressState" label="State or territory" />
          <TextField
            {...field}
            name="addressPostcode"
            label="Postcode"
            autoComplete="postal-code"
            max={4}
            inputMode="numeric"
          />
        </div>
        <h3 className="mt-6 text-base font-semibold">Emergency contact</h3>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <TextField {...field} name="emergencyContactName" label="Name" max={100} />
          <TextField {...field} name="emergencyContactRelationship" label="Relationship to you" max={50} />
          <TextField {...field} name="emergencyContactPhone" label="Phone" type="tel" max={20} />
        </div>
      </Section>

      <Section title="Unique Student Identifier (USI)">
        <p className="text-muted-foreground text-sm">
          Your USI lets you see all your training records in one place. Find or create it at usi.gov.au.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...field}
            name="usi"
            label="USI"
            max={14}
            autoComplete="off"
            hint="10 letters and digits, for example 223456789N."
          />
          <SelectField
            {...field}
            name="usiExemption"
            label="Or, if you have an exemption"
            emptyLabel="I have a USI"
          />
        </div>
      </Section>

      <Section title="Language and cultural diversity">
        <Radios
          {...field}
          name="indigenousStatus"
          legend={enrolmentQuestions.indigenousStatus.label}
          hint={enrolmentQuestions.indigenousStatus.hint}
        />
        <SelectField {...field} name="countryOfBirth" label={enrolmentQuestions.countryOfBirth.label} />
        <SelectField
          {...field}
          name="languageAtHome"
          label={enrolmentQuestions.languageAtHome.label}
          hint={enrolmentQuestions.languageAtHome.hint}
        />
        <Radios
          {...field}
          name="englishProficiency"
          legend={enrolmentQuestions.englishProficiency.label}
          hint="If you speak a language other than English at home."
        />
      </Section>

      <Section title="Disability">
        <Radios {...field} name="disability" legend={enrolmentQuestions.disability.label} />
        <Checkboxes
          name="disabilityTypes"
          legend={enrolmentQuestions.disabilityTypes.label}
          hint={enrolmentQuestions.disabilityTypes.hint}
          options={disabilityTypes}
          listed={listed}
          errors={errors}
        />
      </Section>

      <Section title="Schooling">
        <Radios
          {...field}
          name="highestSchoolLevel"
          legend={enrolmentQuestions.highestSchoolLevel.label}
          hint={enrolmentQuestions.highestSchoolLevel.hint}
        />
        <TextField
          {...field}
          name="highestSchoolYear"
          label={enrolmentQuestions.highestSchoolYear.label}
          inputMode="numeric"
          max={4}
        />
        <Radios {...field} name="atSchool" legend={enrolmentQuestions.atSchool.label} />
      </Section>

      <Section title="Previous qualifications achieved">
        <Radios {...field} name="priorEducation" legend={enrolmentQuestions.priorEducation.label} />
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">
            {enrolmentQuestions.priorEducationAchievements.label}
          </legend>
          {priorQualifications.map((item) => (
            <div
              key={item.code}
              className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
            >
              <label className="flex items-start gap-3 text-sm">
                <CheckboxInput
                  name="priorQualifications"
                  value={item.code}
                  defaultChecked={listed('priorQualifications', item.code)}
                />
                {item.label}
              </label>
              <NativeSelect
                name={`recognition-${item.code}`}
                aria-label={`Where: ${item.label}`}
                defaultValue={value(`recognition-${item.code}`) ?? 'A'}
                wrapperClassName="sm:w-56"
              >
                {recognitions.map((recognition) => (
                  <NativeSelectOption key={recognition.code} value={recognition.code}>
                    {recognition.label}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </div>
          ))}
          <FieldError id="priorQualifications-error" message={errors.priorQualifications} />
        </fieldset>
      </Section>

      <Section title="Employment and study">
        {employmentAndStudy.map(([name, question]) => (
          <Radios key={name} {...field} name={name} legend={question.label} />
        ))}
      </Section>

      <Section title={privacyNotice.title}>
        {privacyNotice.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="text-sm leading-relaxed">
            {paragraph}
          </p>
        ))}
        <Agreement
          name="privacyNotice"
          label={privacyNotice.agreement}
          defaultChecked={echoed ? echoed.privacyNotice === 'true' : agreed.privacy}
          errors={errors}
        />
      </Section>

      <Section title={studentDeclaration.title}>
        {studentDeclaration.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="text-sm leading-relaxed">
            {paragraph}
          </p>
        ))}
        <Agreement
          name="declaration"
          label={studentDeclaration.agreement}
          defaultChecked={echoed ? echoed.declaration === 'true' : agreed.declaration}
          errors={errors}
        />
      </Section>

      <FormOutcome state={shownState} />
      <p role="status" aria-live="polite" className="text-muted-foreground min-h-5 text-sm" data-autosave>
        {saving
          ? 'Saving…'
          : autosave
            ? autosave.ok
              ? `Saved. ${complete ? '' : 'You can stop here and come back later.'}`
              : `${autosave.message}${autosave.detail ? ` ${autosave.detail}` : ''}`
            : ''}
      </p>

      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton name="intent" value="submit" busyLabel="Submitting…" className="sm:w-auto">
          {complete ? 'Save changes' : 'Submit enrolment'}
        </SubmitButton>
        <SubmitButton name="intent" value="draft" variant="outline" busyLabel="Saving…" className="sm:w-auto">
          Save and finish later
        </SubmitButton>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bg-card space-y-5 rounded-lg border p-4 sm:p-6">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

type FieldProps = { value: (name: string) => string | undefined; errors: Record<string, string> };

type ControlProps = {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** A labelled control with its hint and error message; the control is given its id and what describes it. */
function Labelled({
  name,
  label,
  hint,
  errors,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  errors: Record<string, string>;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = `enrolment-${name}`;
  const described = [hint ? `${id}-hint` : null, errors[name] ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Hint id={id} hint={hint} />
      {children({
        id,
        name,
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      <FieldError id={`${id}-error`} message={errors[name]} />
    </div>
  );
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className="text-muted-foreground text-xs">
      {hint}
    </p>
  ) : null;
}

function TextField({
  name,
  label,
  hint,
  type = 'text',
  max,
  autoComplete,
  inputMode,
  value,
  errors,
}: FieldProps & {
  name: string;
  label: string;
  hint?: string;
  type?: string;
  max?: number;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
}) {
  return (
    <Labelled name={name} label={label} hint={hint} errors={errors}>
      {(control) => (
        <Input
          {...control}
          type={type}
          maxLength={max}
          autoComplete={autoComplete}
          inputMode={inputMode}
          defaultValue={value(name)}
        />
      )}
    </Labelled>
  );
}

/** A drop-down of the answers the field offers. */
function SelectField({
  name,
  label,
  hint,
  emptyLabel = 'Choose…',
  value,
  errors,
}: FieldProps & {
  name: ChoiceField;
  label: string;
  hint?: string;
  emptyLabel?: string;
}) {
  const options: readonly Choice[] = enrolmentChoices[name];
  return (
    <Labelled name={name} label={label} hint={hint} errors={errors}>
      {(control) => (
        <NativeSelect {...control} defaultValue={value(name) ?? ''}>
          <NativeSelectOption value="">{emptyLabel}</NativeSelectOption>
          {options.map((option) => (
            <NativeSelectOption key={option.code} value={option.code}>
              {option.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      )}
    </Labelled>
  );
}

/** Radio buttons of the answers the field offers. */
function Radios({
  name,
  legend,
  hint,
  value,
  errors,
}: FieldProps & { name: ChoiceField; legend: string; hint?: string }) {
  const id = `enrolment-${name}`;
  const chosen = value(name);
  const options: readonly Choice[] = enrolmentChoices[name];
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={errors[name] ? `${id}-error` : hint ? `${id}-hint` : undefined}
    >
      <legend className="text-sm font-medium">{legend}</legend>
      <Hint id={id} hint={hint} />
      <div className="grid gap-2">
        {options.map((option) => (
          <label key={option.code} className="flex items-start gap-3 text-sm">
            <RadioInput
              name={name}
              value={option.code}
              defaultChecked={chosen === option.code}
              aria-invalid={errors[name] ? true : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={errors[name]} />
    </fieldset>
  );
}

function Checkboxes({
  name,
  legend,
  hint,
  options,
  listed,
  errors,
}: {
  name: string;
  legend: string;
  hint?: string;
  options: readonly Choice[];
  listed: (name: string, code: string) => boolean;
  errors: Record<string, string>;
}) {
  const id = `enrolment-${name}`;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {hint ? <p className="text-muted-foreground text-xs">{hint}</p> : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.code} className="flex items-start gap-3 text-sm">
            <CheckboxInput name={name} value={option.code} defaultChecked={listed(name, option.code)} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={errors[name]} />
    </fieldset>
  );
}

function Agreement({
  name,
  label,
  defaultChecked,
  errors,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
  errors: Record<string, string>;
}) {
  const id = `enrolment-${name}`;
  return (
    <div className="space-y-2">
      <label className="flex items-start gap-3 text-sm font-medium" htmlFor={id}>
        <CheckboxInput
          id={id}
          name={name}
          value="true"
          defaultChecked={defaultChecked}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-error` : undefined}
        />
        {label}
      </label>
      <FieldError id={`${id}-error`} message={errors[name]} />
    </div>
  );
}
