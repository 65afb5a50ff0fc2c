'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';

// The Radix dialog is only needed once someone opens the menu, so it stays out of every page's first load.
const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })));

type MobileMenuProps = {
  /** Classes of the menu button (the ghost icon button), worked out on the server. */
  triggerClassName: string;
  /** The menu icon, rendered on the server. */
  icon: ReactNode;
};

/** The 'Open menu' button; its first press loads the menu dialog, which opens and replaces it. */
export function MobileMenu({ triggerClassName, icon }: MobileMenuProps) {
  const [requested, setRequested] = useState(false);
  const button = (
    <button
      type="button"
      className={triggerClassName}
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-slot="sheet-trigger"
      data-variant="ghost"
      data-size="icon"
      data-state="closed"
      onPointerEnter={() => void loadSheet()}
      onFocus={() => void loadSheet()}
      onClick={() => setRequested(true)}
    >
      {icon}
    </button>
  );
  if (!requested) return button;
  return (
    <Suspense fallback={button}>
      <MobileMenuSheet triggerClassName={triggerClassName} icon={icon} />
    </Suspense>
  );
}
