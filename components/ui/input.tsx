import * as React from 'react';

import { cn } from '@/lib/utils';
import { inputClassName } from './styles';

// type="text" is written out when none is given: HTML_CodeSniffer reads an autocomplete token on an input without
// a type as invalid, although text is the default.
function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(inputClassName, className)} {...props} />;
}

export { Input };
