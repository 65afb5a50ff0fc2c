import { coordinatorList } from '@/content/contacts';
import type { Location } from '@/content/locations';
import { rtoNotice, site } from '@/content/site';
import { PrintDate } from './print-date';

/** Shown only on paper: the catalogue title, the date, the regional contacts and the RTO registration. */
export function PrintHeader({ location }: { location: Location }) {
  // The location's own coordinator first.
  const contacts = [...coordinatorList].sort(
    (a, b) => Number(b.state === location.state) - Number(a.state === location.state),
  );
  return (
    <div className="hidden border-b-2 border-black pb-3 print:mb-4 print:block" data-testid="print-header">
      <div className="flex items-baseline justify-between gap-4">
        <p className="text-xl font-bold">
          {site.name} Course Catalogue – {location.label}
        </p>
        <p className="text-sm whitespace-nowrap">
          Date: <PrintDate />
        </p>
      </div>
      <ul className="mt-2 grid grid-cols-2 gap-4 text-xs">
        {contacts.map((coordinator) => (
          <li key={coordinator.state}>
            <span className="font-semibold">{coordinator.name}</span>, {coordinator.role}
            <br />
            Phone {coordinator.phone} · {coordinator.email}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs">{rtoNotice()}</p>
    </div>
  );
}
