import type { ReactNode } from 'react';

import { PageHeader } from '@/components/layout/page-header';
import { STAFF_ROLE_REQUIRED } from '@/lib/rules/roles';

/** A staff page as a signed-in visitor without a staff role sees it: the page's title and why it is closed. */
export function StaffPageDenied({
  title,
  reason = STAFF_ROLE_REQUIRED,
  children,
}: {
  title: string;
  reason?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      <section className="mx-auto max-w-3xl px-4 py-12" role="alert">
        <p className="text-lg">You don&apos;t have permission to view this page. {reason}</p>
        {children}
      </section>
    </>
  );
}
