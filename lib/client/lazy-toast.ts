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

/**
 * The onFocus handler of a form that answers with toasts: sonner and each of the form's own `downloads` (its
 * validator, its mail fallback) start. A download that fails here is tried again, and reported, when the form uses it.
 */
export function formCodePreloader(...downloads: Array<() => unknown>): () => void {
  return () => {
    preloadToasts();
    for (const download of downloads) {
      const started = download();
      if (started instanceof Promise) started.catch(() => {});
    }
  };
}
