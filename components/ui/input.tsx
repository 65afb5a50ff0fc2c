import * as React from 'react';

import { cn } from '@/lib/utils';

function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        // text-base below md keeps the font at 16px so iOS Safari does not zoom on focus.
        'border-input bg-background selection:bg-primary selection:text-primary-foreground file:text-foreground placeholder:text-muted-foreground flex h-10 w-full min-w-0 rounded-md border px-3 py-1 text-base shadow-xs outline-hidden transition-[color,box-shadow] file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
        'focus-visible:border-ring focus-visible:ring-ring/60 focus-visible:ring-2',
        'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/50',
        className,
      )}
      {...props}
    />
  );
}

export { Input };
