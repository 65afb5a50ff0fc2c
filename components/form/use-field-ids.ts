import { useId } from 'react';

/** The ids of a field, its help text and its message, unique on the page. */
export function useFieldIds(): { id: string; helpId: string; errorId: string } {
  const id = useId();
  return { id, helpId: `${id}-help`, errorId: `${id}-error` };
}

/** What a field with help text is described by: the help, then its message while there is one. */
export function describedByHelp(helpId: string, errorId: string, error: string | undefined): string {
  return error ? `${helpId} ${errorId}` : helpId;
}
