/**
 * A field's message, under the field, with the id its input names in aria-describedby (and aria-invalid), so a
 * screen reader reads it with the field. Nothing is rendered without a message.
 */
export function FieldError({ id, message, className }: { id: string; message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={className ?? 'text-destructive text-sm font-medium'}>
      {message}
    </p>
  );
}

/** The red star after a required field's label; the word "required" is the input's own (required, aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  );
}

/** A form's own message (not one field's), announced when it appears. Nothing is rendered without a message. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-destructive text-sm font-medium">
      {message}
    </p>
  );
}
