import { cva } from 'class-variance-authority';

// `fallback:` marks what a caller's className may override (app/globals.css): buttonVariants({ className }) joins
// without merging (cva), so a Button's `h-auto` or `w-full justify-start` must win by the cascade, not by the order
// written. Each property is set by one part only (the size sets the gap and text size, not the base).
const shape =
  'fallback:inline-flex shrink-0 cursor-pointer items-center fallback:justify-center rounded-md fallback:font-medium fallback:whitespace-nowrap transition-all';
const focusRing =
  'outline-hidden focus-visible:ring-2 fallback:focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';
const formStates =
  'disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive';
const icons = "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";
// Darken on hover: a lighter orange would drop white text below 4.5:1.
const brand =
  'fallback:bg-brand fallback:text-brand-foreground shadow-xs fallback:hover:bg-[color-mix(in_oklab,var(--color-brand)_85%,black)]';
const outline =
  'fallback:border fallback:border-input fallback:bg-background shadow-xs fallback:hover:bg-accent fallback:hover:text-accent-foreground';
const small = 'fallback:h-9 fallback:gap-1.5 fallback:px-3 fallback:text-sm';

// Apart from button.tsx so client code that only needs the classes (error boundaries, a plain <button>) does not
// bring the Button component along.
export const buttonVariants = cva(`${shape} ${focusRing} ${formStates} ${icons}`, {
  variants: {
    variant: {
      default: 'fallback:bg-primary fallback:text-primary-foreground shadow-xs fallback:hover:bg-primary/90',
      destructive:
        'fallback:bg-destructive fallback:text-destructive-foreground shadow-xs fallback:hover:bg-destructive/90 focus-visible:ring-destructive',
      outline,
      secondary:
        'fallback:bg-secondary fallback:text-secondary-foreground shadow-xs fallback:hover:bg-secondary/80',
      ghost: 'fallback:hover:bg-accent fallback:hover:text-accent-foreground',
      link: 'fallback:text-primary underline underline-offset-4 hover:decoration-2',
      brand,
    },
    size: {
      default:
        'fallback:h-10 fallback:gap-2 fallback:px-4 fallback:py-2 fallback:text-sm fallback:has-[>svg]:px-3',
      sm: `${small} fallback:has-[>svg]:px-2.5`,
      lg: 'fallback:h-12 fallback:gap-2 fallback:px-6 fallback:text-base fallback:has-[>svg]:px-4',
      icon: 'fallback:size-10 fallback:gap-2 fallback:text-sm',
      'icon-sm': 'fallback:size-9 fallback:gap-2 fallback:text-sm',
      'icon-lg': 'fallback:size-12 fallback:gap-2 fallback:text-sm',
    },
  },
  defaultVariants: {
    variant: 'default',
    size: 'default',
  },
});

/**
 * The small brand button as a text-only link in long tables (a Book Now per row): the same look as
 * buttonVariants({ variant: 'brand', size: 'sm' }) without the classes a link with no icon and no disabled or
 * invalid state never uses. /courses repeats it on 80 rows, in its HTML and again in its React payload, so the class
 * list is named once in app/globals.css (a unit test keeps it equal to buttonVariants').
 */
export const rowLinkButtonClass = 'link-button-row';

/**
 * Text-only links drawn as full-size buttons where a page repeats them (the featured course cards' BOOK NOW and
 * VIEW COURSE): buttonVariants' look for that variant without the icon, disabled and invalid states, named in
 * app/globals.css as rowLinkButtonClass is.
 */
export const cardLinkButtonClass = {
  brand: 'link-button-card-brand',
  outline: 'link-button-card-outline',
} as const;
