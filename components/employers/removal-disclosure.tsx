import { PayForm } from '@/components/pay/pay-form';
import type { FormState } from '@/lib/rules/form-state';

type Choice = { value: string; label: string };

/**
 * A manager's removal under a closed disclosure: pick what goes, tick the box that says it is deleted for good (a
 * confirmation that needs no JavaScript), press the button. With nothing left to remove the form stays and says so,
 * keeping the outcome of the last removal on screen.
 */
export function RemovalDisclosure({
  summary,
  action,
  label,
  submit,
  id,
  employerId,
  field,
  choices,
  confirm,
  nothingLeft,
}: {
  summary: string;
  action: (previous: FormState, formData: FormData) => Promise<FormState>;
  label: string;
  submit: string;
  id: string;
  employerId: string;
  /** The posted name and the label of the choice. */
  field: { name: string; label: string };
  choices: readonly Choice[];
  confirm: string;
  nothingLeft: string;
}) {
  return (
    <PayForm
      disclosure={summary}
      action={action}
      label={label}
      submit={submit}
      busy="Removing…"
      variant="destructive"
      id={id}
      hidden={{ employerId }}
      nothingLeft={choices.length === 0 ? nothingLeft : null}
      fields={[
        { ...field, type: 'select', options: choices },
        { name: 'confirm', label: confirm, type: 'checkbox' },
      ]}
    />
  );
}
