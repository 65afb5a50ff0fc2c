import { Mail, Phone, ShoppingCart, User } from 'lucide-react';
import { coordinatorList, telHref } from '@/content/contacts';
import { site } from '@/content/site';
import { AccountMenu } from './account-menu';

/** Brand strip with both coordinators' numbers and e-mails, the account menu and the cart badge. */
export function TopBar() {
  return (
    <div className="print-hidden bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5 text-xs sm:text-sm">
        <p className="hidden font-semibold tracking-wide 2xl:block">{site.tagline}</p>
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-1" aria-label="Regional coordinators">
          {coordinatorList.map((coordinator) => (
            // min-h-6: a row's final height (its e-mail link's) from the first bytes parsed, so a first paint of a
            // half-parsed strip does not grow by 4 px and push the page down (a layout shift).
            // gap-x-2 on a phone: both coordinators fit one row at 375 px in Inter and in its fallback alike (with
            // gap-x-3 the fallback's 343 px filled the row exactly and wrapped, so the strip's height hung on the font).
            <li key={coordinator.state} className="flex min-h-6 flex-wrap items-center gap-x-2 sm:gap-x-3">
              <span className="font-semibold">{coordinator.state}</span>
              <a href={telHref(coordinator.phone)} className="inline-flex items-center gap-1 hover:underline">
                <Phone aria-hidden className="size-3.5" />
                {coordinator.phone}
              </a>
              <a
                href={`mailto:${coordinator.email}`}
                className="inline-flex min-h-6 items-center gap-1 hover:underline"
                aria-label={`Email ${coordinator.state}: ${coordinator.email}`}
              >
                <Mail aria-hidden className="size-3.5" />
                {/* On a phone the envelope alone keeps the strip to one line. */}
                <span className="hidden sm:inline">{coordinator.email}</span>
              </a>
            </li>
          ))}
        </ul>
        {/* The cart's column is there before the cart is, so the account slot does not move for it. */}
        <div className="grid grid-cols-[auto_--spacing(5)] items-center gap-3">
          <AccountMenu userIcon={<User aria-hidden className="size-4" />} />
          <span className="relative inline-flex items-center" role="img" aria-label="Cart: 0 items">
            <ShoppingCart aria-hidden className="size-5" />
            <span
              aria-hidden
              data-testid="cart-count"
              className="bg-brand text-brand-foreground absolute -top-1.5 -right-2 rounded-full px-1.5 text-[0.65rem] leading-4 font-bold"
            >
              0
            </span>
          </span>
        </div>
      </div>
    </div>
  );
}
