'use client';

import { usePathname } from 'next/navigation';
import { useActionState } from 'react';

/**
 * useActionState with the page's own URL as its permalink. React then writes that URL as the form's `action`
 * (without one it writes `action=""`, which HTML does not allow), and a post made before hydration or without
 * JavaScript comes back to this page with the answer. Only for a form that appears once on its page: forms sharing
 * an action and a permalink would share the answer of a post made without JavaScript. A page whose address carries
 * what the form needs (a link's token) passes that whole address.
 */
export function usePageActionState<State, Payload>(
  action: (state: Awaited<State>, payload: Payload) => State | Promise<State>,
  initialState: Awaited<State>,
  permalink?: string,
) {
  const pathname = usePathname();
  return useActionState(action, initialState, permalink ?? pathname);
}
