import { MapPin } from 'lucide-react';
import type { Location } from '@/content/locations';

/** One button per training location, each to its location page. */
export function LocationButtons({ heading, locations }: { heading: string; locations: readonly Location[] }) {
  return (
    <nav aria-labelledby="home-locations-heading">
      <h2 id="home-locations-heading" className="text-lg font-bold">
        {heading}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {locations.map((location) => (
          <li key={location.slug}>
            <a
              href={`/locations/${location.slug}`}
              className="text-primary hover:bg-highlight focus-visible:ring-offset-primary flex min-h-12 items-center gap-2 rounded-md bg-white px-4 py-2 font-semibold shadow-sm transition-colors focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              <MapPin aria-hidden="true" className="text-brand size-4 shrink-0" />
              <span>
                {location.name} <span className="text-sm font-normal text-slate-600">{location.state}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
