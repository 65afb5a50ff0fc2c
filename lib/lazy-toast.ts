import type { ExternalToast } from 'sonner';

/** sonner's toast functions; 'message' is the plain toast without an icon. */
type ToastKind = 'message' | 'success' | 'info' | 'warning' | 'error';

/** Loads sonner when a form first needs it (see preloadToasts), so pages that only might toast do not carry it. */
export function lazyToast(kind: ToastKind, title: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => toast[kind](title, options));
}

export function preloadToasts(): void {
  void import('sonner');
}
