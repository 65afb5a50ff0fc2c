'use client';

import * as React from 'react';
import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from 'lucide-react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

// Sonner switches to its full-width phone layout at 600px; match it.
const MOBILE_QUERY = '(max-width: 600px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function useIsMobile() {
  return React.useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => true,
  );
}

/** Top-centre on phones (clear of the thumb and the browser bar), bottom-right on wider screens. */
function Toaster({ position, ...props }: ToasterProps) {
  const isMobile = useIsMobile();

  return (
    <Sonner
      theme="light"
      richColors
      closeButton
      position={position ?? (isMobile ? 'top-center' : 'bottom-right')}
      className="toaster group"
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
          // Sonner's own rich-colour text shades fall below 4.5:1 on their backgrounds.
          '--success-text': 'var(--success)',
          '--error-text': 'var(--destructive)',
          '--info-text': '#1d4ed8',
          '--warning-text': '#9a3412',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
