// Base classes of the input, label and tabs primitives, apart from the components: code that draws those elements
// itself (a Radix part, a plain <input>) uses them too. `fallback:` marks what a caller's className may override
// (app/globals.css).

export const inputClassName = [
  // text-base below md keeps the font at 16px so iOS Safari does not zoom on focus.
  'border-input bg-background selection:bg-primary selection:text-primary-foreground file:text-foreground placeholder:text-muted-foreground flex fallback:h-10 w-full min-w-0 rounded-md border px-3 fallback:py-1 text-base shadow-xs outline-hidden transition-[color,box-shadow] file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
  'focus-visible:border-ring focus-visible:ring-ring/60 focus-visible:ring-2',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/50',
].join(' ');

export const labelClassName =
  'flex items-center gap-2 fallback:text-sm fallback:leading-snug fallback:font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50';

export const tabsClassName = 'flex flex-col gap-2';

export const tabsListClassName =
  'bg-muted text-muted-foreground fallback:inline-flex fallback:h-11 fallback:w-fit max-w-full items-center justify-start overflow-x-auto rounded-lg p-[3px]';

export const tabsTriggerClassName =
  "text-foreground focus-visible:ring-ring data-[state=active]:bg-background inline-flex fallback:h-full flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-md border border-transparent fallback:px-3 fallback:py-1 text-sm font-medium whitespace-nowrap outline-hidden transition-[color,box-shadow] focus-visible:ring-2 focus-visible:ring-inset disabled:pointer-events-none disabled:opacity-50 data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

export const tabsContentClassName =
  'focus-visible:ring-ring flex-1 rounded-md outline-hidden focus-visible:ring-2 focus-visible:ring-offset-2';
