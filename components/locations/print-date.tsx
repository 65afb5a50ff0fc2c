'use client';

import { useSyncExternalStore } from 'react';
import { formatDateDMY } from '@/lib/format';

function subscribe(onChange: () => void) {
  window.addEventListener('beforeprint', onChange);
  return () => window.removeEventListener('beforeprint', onChange);
}

// The page is prerendered, so the date is read in the browser (on load and again when printing),
// never frozen at build time.
function today(): string {
  return formatDateDMY(new Date());
}

export function PrintDate() {
  const date = useSyncExternalStore(subscribe, today, () => '');
  return (
    <time dateTime={date ? date.split('/').reverse().join('-') : undefined} data-testid="print-date">
      {date}
    </time>
  );
}
