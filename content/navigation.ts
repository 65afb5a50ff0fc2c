export type NavItem =
  | { kind: 'link'; label: string; href: string }
  /** Menu entries the provider has not built yet: they say 'Coming soon' in place and lead nowhere. */
  | { kind: 'placeholder'; label: string };

/** All 11 menu items in order. Desktop shows the first seven; the mobile menu shows all of them. */
export const navItems = [
  { kind: 'link', label: 'HOME', href: '/' },
  { kind: 'link', label: 'COURSES', href: '/courses' },
  { kind: 'link', label: 'CALENDAR', href: '/calendar' },
  { kind: 'link', label: 'TRAINING MATERIALS', href: '/training-package' },
  { kind: 'placeholder', label: 'SERVICES' },
  { kind: 'link', label: 'PACKAGES', href: '/packages' },
  { kind: 'link', label: 'REVIEWS', href: '/reviews' },
  { kind: 'placeholder', label: 'RESOURCES' },
  { kind: 'link', label: 'MY ACCOUNT', href: '/account' },
  { kind: 'link', label: 'ABOUT', href: '/about' },
  { kind: 'link', label: 'CONTACT', href: '/contact' },
] as const satisfies readonly NavItem[];

export const desktopNavCount = 7;

export const comingSoonLabel = 'Coming soon';

export const footerLinks = [
  { label: 'Courses', href: '/courses' },
  { label: 'Training Calendar', href: '/calendar' },
  { label: 'Packages', href: '/packages' },
  { label: 'Promotions', href: '/promotions' },
  { label: 'Training Materials', href: '/training-package' },
  { label: 'Reviews', href: '/reviews' },
  { label: 'Book Now', href: '/booking' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
] as const;
