import { HONEYPOT_FIELD } from '@/lib/rules/honeypot';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive technology) and bots
 * fill in. Off-screen rather than display:none, which many bots skip.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** What the trap field of a submitted form holds ('' for people). */
export function honeypotValue(form: HTMLFormElement): string {
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === 'string' ? value : '';
}
