import { createElement } from 'react';
import type { LucideIconData } from 'lucide-react';

/**
 * A lucide icon drawn by a server component, the same SVG lucide-react draws. lucide-react's icons are client
 * components (its Icon has been 'use client' since 1.x), hydrated one by one, and staticHtml (lib/server/static-markup)
 * cannot render them. For icons inside static markup: take the icon's data from its module, for example
 * `import { __iconData as clock } from 'lucide-react/icons/clock'` (see iconData below).
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
