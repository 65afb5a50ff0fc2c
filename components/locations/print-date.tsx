'use client';

import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('beforeprint', onChange);
  return () => window.removeEventListener('beforeprint', onChange);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

// The page is prerendered, so the date is read in the browser (on load and again when printing),
// never frozen at build time. dd/MM/yyyy as formatDateDMY writes it.
function today(): string {
  const now = new Date();
  return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${pad(now.getFullYear(), 4)}`;
}

export function PrintDate() {
  const date = useSyncExternalStore(subscribe, today, () => '');
  // An empty <time> is invalid HTML: the prerendered page holds an empty span until the browser knows the date.
  if (!date) return <span data-testid="print-date" />;
  return (
    <time dateTime={date.split('/').reverse().join('-')} data-testid="print-date">
      {date}
    </time>
  );
}
