import { Menu } from 'lucide-react';
import { SiteLogo } from '@/components/brand/site-logo';
import { buttonVariants } from '@/components/ui/button';
import { desktopNavCount, navItems } from '@/content/navigation';
import { site } from '@/content/site';
import { cn } from '@/lib/utils';
import { ComingSoonItem } from './coming-soon-item';
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
        {/*
          Laid out from the left, so a first paint of a half-parsed header (a busy machine's parser yields anywhere)
          has nothing still to come that moves what is drawn: the nav follows the logo, not the centre of the space
          left beside the button group (spread out, it slid up to 530 px left as its items arrived: a 0.018 shift).
          Its margin at 1280 px and wider puts it about where centring did.
        */}
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
          {/* Prefetched on intent: the home page's code is not worth downloading on arrival at every other page. */}
          <a href="/" className="flex shrink-0 items-center gap-2" aria-label={`${site.name} home`}>
            <SiteLogo height={40} />
          </a>
          <nav aria-label="Main" className="hidden lg:block xl:ml-24">
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
          {/* The menu button's column is there before the button is (on a phone), so BOOK NOW does not move for it. */}
          <div className="ml-auto grid grid-cols-[auto_--spacing(10)] items-center gap-2 lg:grid-cols-[auto]">
            <a
              href="/booking"
              className={buttonVariants({ variant: 'brand', className: 'font-extrabold tracking-wide' })}
            >
              BOOK NOW
            </a>
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
