import { IntentLink } from './intent-link';

/** Sticky red sale strip on every page; SALE goes to /promotions (prefetched on intent: it is in view on every page). */
export function SaleBanner() {
  return (
    <div className="print-hidden sticky top-0 z-40 bg-destructive text-destructive-foreground">
      <div className="mx-auto flex max-w-7xl items-center justify-center gap-3 px-4 py-1.5 text-sm">
        <p className="truncate font-medium">
          <span className="hidden sm:inline">Limited-time training specials: </span>save up to 30% on packages
        </p>
        <IntentLink
          href="/promotions"
          className="shrink-0 rounded bg-white px-3 py-1 text-xs font-extrabold tracking-wider text-destructive hover:bg-red-50"
        >
          SALE
        </IntentLink>
      </div>
    </div>
  );
}
