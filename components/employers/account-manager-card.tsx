import { Card, CardContent } from '@/components/ui/card';
import type { Employer } from '@/lib/server/employers';

/** The staff member who looks after this employer, with a phone link and a mail link. */
export function AccountManagerCard({ manager }: { manager: NonNullable<Employer['accountManager']> }) {
  return (
    <Card>
      <CardContent className="grid gap-1 pt-6" data-testid="account-manager">
        <h2 className="text-lg font-bold">Your account manager</h2>
        <p>{manager.name}</p>
        <p>
          Phone:{' '}
          <a className="underline" href={`tel:${manager.phone.replace(/[^+\d]/g, '')}`}>
            {manager.phone}
          </a>
        </p>
        <p>
          E-mail:{' '}
          <a className="underline" href={`mailto:${manager.email}`}>
            {manager.email}
          </a>
        </p>
      </CardContent>
    </Card>
  );
}
