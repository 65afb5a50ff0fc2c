// No 'use client': the Radix parts are client components already.
import * as React from 'react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { ChevronDownIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

function Accordion({ ...props }: React.ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root data-slot="accordion" {...props} />;
}

function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn('border-b last:border-b-0', className)}
      {...props}
    />
  );
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** 'sm' inside panels and cards; 'base' where the accordion is the section's content (an FAQ). */
type AccordionSize = 'sm' | 'base';

const textBySize: Record<AccordionSize, { trigger: string; content: string }> = {
  sm: { trigger: 'text-sm font-medium', content: 'text-sm' },
  base: { trigger: 'text-base font-semibold', content: 'text-base' },
};

/** Radix wraps the trigger in an h3; `headingLevel` keeps the page's heading order intact. */
function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  size = 'sm',
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & {
  headingLevel?: HeadingLevel;
  size?: AccordionSize;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header className="flex" asChild>
      <Heading>
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'focus-visible:ring-ring flex min-h-11 flex-1 cursor-pointer items-start justify-between gap-4 rounded-md py-4 text-left outline-hidden transition-all hover:underline focus-visible:ring-2 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg]:rotate-180',
            textBySize[size].trigger,
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDownIcon
            aria-hidden="true"
            className="text-muted-foreground pointer-events-none size-4 shrink-0 translate-y-0.5 transition-transform duration-200"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

function AccordionContent({
  className,
  children,
  size = 'sm',
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content> & { size?: AccordionSize }) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className={cn(
        'data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down overflow-hidden',
        textBySize[size].content,
      )}
      {...props}
    >
      <div className={cn('pt-0 pb-4', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}

export { Accordion, AccordionItem, AccordionTrigger, AccordionContent };
