import * as React from 'react';
import { ChevronDownIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

/**
 * A styled native <select>: the phone's own picker, and `register()` from react-hook-form works as is.
 * `className` styles the select; `wrapperClassName` sizes the wrapper (full width by default).
 */
function NativeSelect({
  className,
  wrapperClassName,
  size = 'default',
  ...props
}: Omit<React.ComponentProps<'select'>, 'size'> & {
  size?: 'sm' | 'default';
  wrapperClassName?: string;
}) {
  return (
    <div
      data-slot="native-select-wrapper"
      className={cn(
        'group/native-select fallback:w-full relative has-[select:disabled]:opacity-50',
        wrapperClassName,
      )}
    >
      <select
        data-slot="native-select"
        data-size={size}
        className={cn(
          'border-input bg-background fallback:h-10 fallback:w-full min-w-0 cursor-pointer appearance-none rounded-md border py-2 pr-9 pl-3 text-base shadow-xs outline-hidden transition-[color,box-shadow] disabled:pointer-events-none disabled:cursor-not-allowed data-[size=sm]:h-9 data-[size=sm]:py-1 md:text-sm',
          'focus-visible:border-ring focus-visible:ring-ring/60 focus-visible:ring-2',
          'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/50',
          className,
        )}
        {...props}
      />
      <ChevronDownIcon
        data-slot="native-select-icon"
        aria-hidden="true"
        className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 select-none"
      />
    </div>
  );
}

function NativeSelectOption({ ...props }: React.ComponentProps<'option'>) {
  return <option data-slot="native-select-option" {...props} />;
}

function NativeSelectOptGroup({ className, ...props }: React.ComponentProps<'optgroup'>) {
  return <optgroup data-slot="native-select-optgroup" className={cn(className)} {...props} />;
}

export { NativeSelect, NativeSelectOptGroup, NativeSelectOption };
