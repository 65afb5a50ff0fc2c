import { coordinatorList, telHref } from '@/content/contacts';
import { footerLinks } from '@/content/navigation';
import { locations } from '@/content/locations';
import { rtoNotice, site } from '@/content/site';

export function SiteFooter() {
  return (
    // flex-1: on a page shorter than the screen the footer, not the page above it, fills the rest. Its top is then the
    // end of the page above from the first paint, so a footer painted half-parsed (a slow machine or network) grows
    // downwards instead of moving up as its rest arrives, which would be a layout shift.
    // Below the first screen on every long page: rendered as it nears the viewport, at its measured height.
    <footer className="print-hidden render-near-viewport bg-primary text-primary-foreground flex-1 [--expected-height:925px] sm:[--expected-height:697px] lg:[--expected-height:429px]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{site.name}</p>
          <p className="mt-2 text-sm text-slate-200">{site.tagline}</p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-bold tracking-wider uppercase">Quick links</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-1">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="inline-flex min-h-6 items-center text-slate-200 hover:text-white hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Locations">
          <h2 className="text-sm font-bold tracking-wider uppercase">Locations</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {locations.map((location) => (
              <li key={location.slug}>
                <a
                  href={`/locations/${location.slug}`}
                  className="inline-flex min-h-6 items-center text-slate-200 hover:text-white hover:underline"
                >
                  {location.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wider uppercase">Contact</h2>
          <ul className="mt-3 space-y-3 text-sm">
            {coordinatorList.map((coordinator) => (
              <li key={coordinator.state}>
                <p className="font-semibold">{coordinator.name}</p>
                <p className="text-slate-200">{coordinator.role}</p>
                <a
                  href={telHref(coordinator.phone)}
                  className="flex min-h-6 items-center text-slate-200 hover:text-white hover:underline"
                >
                  {coordinator.phone}
                </a>
                <a
                  href={`mailto:${coordinator.email}`}
                  className="flex min-h-6 items-center text-slate-200 hover:text-white hover:underline"
                >
                  {coordinator.email}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-200">
          <p data-testid="rto-notice">
            {rtoNotice()}{' '}
            <a href="/fees-and-policies" className="underline hover:text-white">
              Fees and policies
            </a>
          </p>
          <p className="mt-1">
            © {new Date().getFullYear()} {site.name}. {site.priceNote}
          </p>
        </div>
      </div>
    </footer>
  );
}
