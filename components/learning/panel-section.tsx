import type { ReactNode } from 'react';

import { cn } from '@/lib/utils';

/** A titled block inside a training-package tab: an h3 and its content. */
export function PanelSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('space-y-3', className)}>
      <h3 className="text-primary text-lg font-bold">{title}</h3>
      {children}
    </section>
  );
}
