'use client';

import { lazy, Suspense } from 'react';
import { useAuth } from '@/components/auth/session-provider';

export type ShareToolsProps = {
  /** What the page is called in shares, e-mails and file names. */
  title: string;
  /** Offered as 'Save Data (JSON)' when given. */
  data?: unknown;
  /** Starting text of the custom text box. */
  text?: string;
  /** Classes of the outer wrapper, which by default sits in the page's centred column. */
  className?: string;
};

// Only admins see the panel, so everyone else never downloads it (icons, toasts, buttons, the share helpers).
const ShareToolsPanel = lazy(() =>
  import('./share-tools-panel').then((module) => ({ default: module.ShareToolsPanel })),
);

/** Admin-only "Share & Save Tools" (spec 001): renders nothing for anyone else. */
export function ShareTools(props: ShareToolsProps) {
  const { role } = useAuth();
  if (role !== 'admin') return null;
  return (
    <Suspense fallback={null}>
      <ShareToolsPanel {...props} />
    </Suspense>
  );
}
