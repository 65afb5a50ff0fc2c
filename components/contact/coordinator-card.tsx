import { MailIcon, PhoneIcon, UserRoundIcon } from 'lucide-react';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { telHref, type Coordinator } from '@/content/contacts';

/** A state's contact card: the coordinator, a phone to call and an address to write to. */
export function CoordinatorCard({ coordinator }: { coordinator: Coordinator }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3 className="text-lg">{coordinator.state} Contact</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          <li className="flex items-start gap-3">
            <UserRoundIcon aria-hidden="true" className="text-brand mt-0.5 size-5 shrink-0" />
            <span>
              <span className="block font-semibold">{coordinator.name}</span>
              <span className="text-muted-foreground block text-sm">{coordinator.role}</span>
            </span>
          </li>
          <li className="flex items-center gap-3">
            <PhoneIcon aria-hidden="true" className="text-brand size-5 shrink-0" />
            <a href={telHref(coordinator.phone)} className="font-medium underline-offset-4 hover:underline">
              {coordinator.phone}
            </a>
          </li>
          <li className="flex items-center gap-3">
            <MailIcon aria-hidden="true" className="text-brand size-5 shrink-0" />
            <a
              href={`mailto:${coordinator.email}`}
              className="font-medium break-all underline-offset-4 hover:underline"
            >
              {coordinator.email}
            </a>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
