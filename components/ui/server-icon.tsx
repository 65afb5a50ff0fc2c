import { createElement } from 'react';
import type { LucideIconData } from 'lucide-react';

/**
 * A lucide icon drawn by a server component, the same SVG lucide-react draws. lucide-react's icons are client
 * components (its Icon has been 'use client' since 1.x), hydrated one by one, and staticHtml (lib/server/static-markup)
 * cannot render them. The data: `iconData(module)` of `import * as module from 'lucide-react/icons/<name>'`, as the
 * featured course cards do, which brings lucide's client Icon into the route's scripts (nothing more where the route
 * draws other lucide icons); or written out, as the reviews' loading state does, where that must not happen.
 */
export function ServerIcon({ icon, className }: { icon: LucideIconData; className: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide lucide-${icon.name} ${className}`}
      aria-hidden="true"
    >
      {icon.node.map(([tag, attributes]) => createElement(tag, attributes))}
    </svg>
  );
}

/** An icon module's data: lucide-react exports it (`__iconData`) but its type declarations leave it out. */
export function iconData(module: object): LucideIconData {
  return (module as { __iconData: LucideIconData }).__iconData;
}
