import * as React from 'react';

import { cn } from '@/lib/utils';

function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'border-input bg-background placeholder:text-muted-foreground flex field-sizing-content min-h-24 w-full rounded-md border px-3 py-2 text-base shadow-xs outline-hidden transition-[color,box-shadow] disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
        'focus-visible:border-ring focus-visible:ring-ring/60 focus-visible:ring-2',
        'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/50',
        className,
      )}
      {...props}
    />
  );
}

export { Textarea };
