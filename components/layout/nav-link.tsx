'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';

export function isActivePath(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * A menu link marked as the current page; callers pass no text colour for 'text-brand' to conflict with.
 */
export function NavLink({ href, className, ...props }: ComponentProps<'a'> & { href: string }) {
  const pathname = usePathname() ?? '/';
  const active = isActivePath(pathname, href);
  return (
    <a
      href={href}
      aria-current={active ? 'page' : undefined}
      className={active ? `${className ?? ''} text-brand`.trim() : className}
      {...props}
    />
  );
}
