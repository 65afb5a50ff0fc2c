import { Badge } from '@/components/ui/badge';
import { capacityBadge, capacityBadgeVariant } from '@/lib/rules/capacity';

/** Full / Limited / Available from the places left; the slot's stored status is not involved. */
export function CapacityBadge({
  maxStudents,
  currentBookings,
}: {
  maxStudents: number;
  currentBookings: number;
}) {
  const badge = capacityBadge(maxStudents, currentBookings);
  return (
    <Badge variant={capacityBadgeVariant(badge)} data-testid="capacity-badge">
      {badge}
    </Badge>
  );
}
