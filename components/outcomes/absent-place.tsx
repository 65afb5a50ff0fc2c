import { cancelAbsentFormAction, moveAbsentFormAction } from '@/app/staff/outcomes/actions';
import { PayForm } from '@/components/pay/pay-form';
import { placesLeftLabel } from '@/lib/rules/capacity';
import { formatDateDMY } from '@/lib/rules/format';
import type { MoveTarget } from '@/lib/server/outcomes';

/**
 * An absent learner's place: moved to another session of the same course with a place free (the learner gets the
 * revised invite), or cancelled under the refund policy (the learner is told; what they paid comes back as the
 * policy allows). Plain forms: they work without JavaScript.
 */
export function AbsentPlace({
  slotId,
  bookingId,
  name,
  targets,
}: {
  slotId: string;
  bookingId: string;
  name: string;
  targets: readonly MoveTarget[];
}) {
  return (
    <div className="grid gap-3 rounded-md border border-dashed p-3" data-testid="absent-place">
      {targets.length > 0 ? (
        <PayForm
          id={`move-${bookingId}`}
          label={`Move ${name} to another session`}
          action={moveAbsentFormAction}
          submit="Move and send the new invite"
          busy="Moving..."
          variant="outline"
          hidden={{ slotId, bookingId }}
          fields={[
            {
              name: 'toSlotId',
              label: `Move ${name} to`,
              type: 'select',
              defaultValue: targets[0].id,
              options: targets.map((target) => ({
                value: target.id,
                label: `${formatDateDMY(target.date)} ${target.startTime}, ${target.location} (${placesLeftLabel(target.placesLeft)})`,
              })),
            },
          ]}
        />
      ) : (
        <p className="text-sm">No later session of this course has a place free to move to.</p>
      )}
      <PayForm
        id={`cancel-absent-${bookingId}`}
        label={`Cancel ${name}'s place`}
        action={cancelAbsentFormAction}
        submit="Cancel under the refund policy"
        busy="Cancelling..."
        variant="destructive"
        hidden={{ slotId, bookingId }}
      />
    </div>
  );
}
