/** Sticky red sale strip on every page; SALE goes to /promotions (prefetched on intent: it is in view on every page). */
export function SaleBanner() {
  return (
    <div className="print-hidden bg-destructive text-destructive-foreground sticky top-0 z-40">
      <div className="mx-auto flex max-w-7xl items-center justify-center gap-3 px-4 py-1.5 text-sm">
        <p className="truncate font-medium">
          <span className="hidden sm:inline">Limited-time training specials: </span>save up to 30% on packages
        </p>
        <a
          href="/promotions"
          className="text-destructive shrink-0 rounded bg-white px-3 py-1 text-xs font-extrabold tracking-wider hover:bg-red-50"
        >
          SALE
        </a>
      </div>
    </div>
  );
}
