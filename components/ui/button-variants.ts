import { cva } from 'class-variance-authority';

const shape =
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-all';
const focusRing =
  'outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';
const formStates =
  'disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive';
const icons = "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";
// Darken on hover: a lighter orange would drop white text below 4.5:1.
const brand =
  'bg-brand text-brand-foreground shadow-xs hover:bg-[color-mix(in_oklab,var(--color-brand)_85%,black)]';
const outline = 'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground';
const small = 'h-9 gap-1.5 px-3';

// Apart from button.tsx so client code that only needs the classes (error boundaries, a plain <button>) does not
// bring the Button component and tailwind-merge along.
export const buttonVariants = cva(`${shape} ${focusRing} ${formStates} ${icons}`, {
  variants: {
    variant: {
      default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
      destructive:
        'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive',
      outline,
      secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
      ghost: 'hover:bg-accent hover:text-accent-foreground',
      link: 'text-primary underline underline-offset-4 hover:decoration-2',
      brand,
    },
    size: {
      default: 'h-10 px-4 py-2 has-[>svg]:px-3',
      sm: `${small} has-[>svg]:px-2.5`,
      lg: 'h-12 px-6 text-base has-[>svg]:px-4',
      icon: 'size-10',
      'icon-sm': 'size-9',
      'icon-lg': 'size-12',
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
