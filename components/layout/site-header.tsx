import Link from 'next/link';
import { Menu } from 'lucide-react';
import { SiteLogo } from '@/components/brand/site-logo';
import { buttonVariants } from '@/components/ui/button';
import { desktopNavCount, navItems } from '@/content/navigation';
import { site } from '@/content/site';
import { cn } from '@/lib/utils';
import { ComingSoonItem } from './coming-soon-item';
import { IntentLink } from './intent-link';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';
import { TopBar } from './top-bar';

const desktopItemClass =
  'inline-flex items-center rounded px-2 py-2 text-sm leading-5 font-bold tracking-wide hover:text-brand xl:px-3';

export function SiteHeader() {
  return (
    <header className="print-hidden">
      <TopBar />
      <div className="border-b bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
          {/* Prefetched on intent: the home page's code is not worth downloading on arrival at every other page. */}
          <IntentLink href="/" className="flex shrink-0 items-center gap-2" aria-label={`${site.name} home`}>
            <SiteLogo height={40} />
          </IntentLink>
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-0.5">
              {navItems.slice(0, desktopNavCount).map((item) => (
                <li key={item.label}>
                  {item.kind === 'link' ? (
                    <NavLink href={item.href} className={desktopItemClass}>
                      {item.label}
                    </NavLink>
                  ) : (
                    <ComingSoonItem label={item.label} className={desktopItemClass} />
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <Link
              href="/booking"
              className={buttonVariants({ variant: 'brand', className: 'font-extrabold tracking-wide' })}
            >
              BOOK NOW
            </Link>
            <MobileMenu
              triggerClassName={cn(
                buttonVariants({ variant: 'ghost', size: 'icon', className: 'lg:hidden' }),
              )}
              icon={<Menu aria-hidden className="size-6" />}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
