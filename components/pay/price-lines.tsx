import { formatCents, type Quote } from '@/lib/rules/payments';

/** Price, promotion, total and the GST in it: what the learner pays, shown before they pay. */
export function PriceLines({ quote, code }: { quote: Quote; code?: string | null }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" data-testid="price-lines">
      <dt>Course fee</dt>
      <dd className="text-right tabular-nums">{formatCents(quote.priceCents)}</dd>
      {quote.discountCents > 0 ? (
        <>
          <dt>Promotion {code ? `(${code})` : null}</dt>
          <dd className="text-right tabular-nums">-{formatCents(quote.discountCents)}</dd>
        </>
      ) : null}
      <dt className="border-t pt-1 font-bold">Total (AUD, GST included)</dt>
      <dd className="border-t pt-1 text-right font-bold tabular-nums" data-testid="total">
        {formatCents(quote.amountCents)}
      </dd>
      <dt className="text-muted-foreground">GST included in the total</dt>
      <dd className="text-muted-foreground text-right tabular-nums">{formatCents(quote.gstCents)}</dd>
    </dl>
  );
}
