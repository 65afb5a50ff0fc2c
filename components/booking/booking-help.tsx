import { MailIcon, PhoneIcon } from 'lucide-react';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { coordinatorList, telHref } from '@/content/contacts';

/** Both regional coordinators with their phone numbers and e-mail addresses. */
export function BookingHelp() {
  return (
    <Card className="gap-4" data-testid="booking-help">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Need help with your booking?</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <p className="text-muted-foreground text-sm">
          Call or e-mail your regional coordinator. We usually reply within one business day.
        </p>
        {coordinatorList.map((coordinator) => (
          <div key={coordinator.state} className="grid gap-1.5">
            <h3 className="font-semibold">
              {coordinator.state}: {coordinator.name}
            </h3>
            <a
              href={telHref(coordinator.phone)}
              className="text-primary flex items-center gap-2 underline-offset-4 hover:underline"
            >
              <PhoneIcon className="size-4 shrink-0" aria-hidden="true" />
              {coordinator.phone}
            </a>
            <a
              href={`mailto:${coordinator.email}`}
              className="text-primary flex min-w-0 items-center gap-2 break-all underline-offset-4 hover:underline"
            >
              <MailIcon className="size-4 shrink-0" aria-hidden="true" />
              {coordinator.email}
            </a>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
