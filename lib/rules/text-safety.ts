/**
 * Characters that never belong in what a visitor or staff member types into a form. PostgreSQL refuses NUL in
 * text (so it would fail as "not stored"), and the other controls and the bidirectional overrides are how text
 * is made to display differently from what it says (a course name shown reversed in the calendar and in mails).
 */

// C0 controls (NUL to US), DEL and C1 controls.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// The same, except tab, line feed and carriage return, which a multi-line message may carry.
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI.
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/** True when a single-line value (a name) has no control characters. */
export function isSingleLineText(value: string): boolean {
  return !CONTROL.test(value);
}

/** True when a multi-line value (a message) has no control characters other than tab and line breaks. */
export function isMultiLineText(value: string): boolean {
  return !CONTROL_EXCEPT_LINE_BREAKS.test(value);
}

/** True when a value has no bidirectional embedding, override or isolate characters. */
export function hasNoBidiControls(value: string): boolean {
  return !BIDI_CONTROL.test(value);
}
