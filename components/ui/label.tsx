import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';
import { labelClassName } from './styles';

// A plain label: Radix's Label only stopped a double click from selecting its text, and made every form field a
// client component to hydrate for it.
function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label data-slot="label" className={cn(labelClassName, className)} {...props} />;
}

export { Label };
