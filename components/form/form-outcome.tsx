import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';

import type { FormState } from '@/lib/rules/form-state';

/**
 * A form action's answer in the page, under the form: what a visitor without JavaScript (or before hydration)
 * reads, and what stays for everyone after the toast has gone. Field errors show beside their fields; this shows
 * the message, and the detail when there is one.
 */
export function FormOutcome({ state }: { state: FormState<unknown> }) {
  if (!state || !state.message) return null;
  const Icon = state.ok ? CircleCheckIcon : TriangleAlertIcon;
  return (
    <div
      role={state.ok ? 'status' : 'alert'}
      data-form-outcome={state.ok ? 'success' : 'failure'}
      className={
        state.ok
          ? 'border-success/40 flex gap-3 rounded-lg border bg-green-50 p-4 text-sm text-green-900'
          : 'border-destructive/40 bg-card flex gap-3 rounded-lg border p-4 text-sm'
      }
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${state.ok ? 'text-success' : 'text-destructive'}`}
      />
      <p>
        <span className="font-semibold">{state.message}</span>
        {state.detail ? <> {state.detail}</> : null}
      </p>
    </div>
  );
}
