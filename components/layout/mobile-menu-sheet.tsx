'use client';

import { useState, type ReactNode } from 'react';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { navItems } from '@/content/navigation';
import { site } from '@/content/site';
import { ComingSoonItem } from './coming-soon-item';
import { NavLink } from './nav-link';

const itemClass =
  'flex min-h-11 w-full items-center rounded-md px-3 text-base font-semibold tracking-wide hover:bg-muted focus-visible:bg-muted';

/**
 * All 11 menu items in a dialog: focus stays inside while open and Escape closes it (Radix Dialog). Loaded on the
 * first press of the menu button, so it opens at once and then takes that button's place.
 */
export function MobileMenuSheet({ triggerClassName, icon }: { triggerClassName: string; icon: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger className={triggerClassName} aria-label="Open menu" data-variant="ghost" data-size="icon">
        {icon}
      </SheetTrigger>
      <SheetContent side="right" className="w-[85vw] max-w-sm overflow-y-auto">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation for {site.name}</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="px-2 pb-6">
          <ul className="flex flex-col gap-1">
            {navItems.map((item) => (
              <li key={item.label}>
                {item.kind === 'link' ? (
                  <SheetClose asChild>
                    <NavLink href={item.href} className={itemClass}>
                      {item.label}
                    </NavLink>
                  </SheetClose>
                ) : (
                  <ComingSoonItem label={item.label} className={itemClass} />
                )}
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
