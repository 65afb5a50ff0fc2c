'use client';

import { useState, type ReactNode } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { cn } from '@/lib/utils';

/** One collapsible category group on /courses. Each group keeps its own state and starts closed. */
export function CategoryGroup({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible
      open={open}
      onOpenChange={setOpen}
      className="bg-card rounded-xl border"
      data-testid={`category-${id}`}
    >
      <h4>
        <CollapsibleTrigger className="hover:bg-muted focus-visible:ring-ring flex min-h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3 text-left font-semibold outline-hidden focus-visible:ring-2">
          <span>
            {title} <span className="text-muted-foreground font-normal">({count} courses)</span>
          </span>
          <ChevronDownIcon
            aria-hidden="true"
            className={cn('size-5 shrink-0 transition-transform', open && 'rotate-180')}
          />
        </CollapsibleTrigger>
      </h4>
      <CollapsibleContent className="border-t px-4 py-3">{children}</CollapsibleContent>
    </Collapsible>
  );
}
