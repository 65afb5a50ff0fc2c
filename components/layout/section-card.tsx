import type { ReactNode } from 'react';

import { Card, CardContent } from '@/components/ui/card';

/** A titled part of a working page (staff tools, an employer's account, the booking steps): its title, then it. */
export function SectionCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <h2 className="text-lg font-bold">{title}</h2>
        {children}
      </CardContent>
    </Card>
  );
}
