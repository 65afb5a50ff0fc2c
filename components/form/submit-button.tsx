'use client';

import { useFormStatus } from 'react-dom';
import type { ComponentProps, ReactNode } from 'react';

import { Button } from '@/components/ui/button';

/**
 * A form's submit button that says it is busy while its form action runs (React's `useFormStatus` reads the
 * enclosing `<form action>`), and cannot be pressed twice.
 */
export function SubmitButton({
  busyLabel,
  children,
  disabled,
  ...props
}: ComponentProps<typeof Button> & { busyLabel: ReactNode }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? busyLabel : children}
    </Button>
  );
}
