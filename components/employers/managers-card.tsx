import { inviteManagerFormAction, removeManagerFormAction } from '@/app/employer/actions';
import { PayForm } from '@/components/pay/pay-form';
import { Card, CardContent } from '@/components/ui/card';
import type { Invite, Manager } from '@/lib/server/employers';

/** The employer's managers (any but the last can be removed), the invitation of another, and open invitations. */
export function ManagersCard({
  employerId,
  managers,
  invites,
  canInvite,
}: {
  employerId: string;
  managers: readonly Manager[];
  invites: readonly Invite[];
  /** Only an approved employer invites managers. */
  canInvite: boolean;
}) {
  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4 pt-6">
        <h2 className="text-lg font-bold">Managers</h2>
        <ul className="grid gap-3">
          {managers.map((manager) => (
            <li key={manager.userId} className="flex flex-wrap items-center gap-3">
              <span className="break-all">{manager.email}</span>
              {managers.length > 1 ? (
                <PayForm
                  action={removeManagerFormAction}
                  label={`Remove ${manager.email}`}
                  submit="Remove"
                  busy="Removing…"
                  variant="outline"
                  hidden={{ employerId, userId: manager.userId }}
                />
              ) : null}
            </li>
          ))}
        </ul>
        {canInvite ? (
          <PayForm
            action={inviteManagerFormAction}
            label="Invite a manager"
            submit="Send invitation"
            busy="Sending…"
            id="invite-manager"
            hidden={{ employerId }}
            fields={[
              {
                name: 'email',
                label: "New manager's e-mail",
                type: 'email',
                autoComplete: 'off',
                required: true,
              },
            ]}
          />
        ) : null}
        {invites.length > 0 ? (
          <ul className="text-sm">
            {invites.map((invite) => (
              <li key={invite.id}>
                {invite.email}:{' '}
                {invite.acceptedOn ? `accepted ${invite.acceptedOn}` : `open until ${invite.expiresOn}`}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
