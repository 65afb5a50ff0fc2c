import type { ReactNode } from 'react';

/** The dark band that opens most pages: one h1, an optional lead paragraph and actions. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="from-primary text-primary-foreground bg-gradient-to-br to-slate-800">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-base text-slate-200 sm:text-lg">{lead}</p> : null}
        {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </div>
  );
}
