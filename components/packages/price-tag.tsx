import { formatAud } from '@/lib/rules/format';
import { cn } from '@/lib/utils';

type PriceTagProps = {
  price: number;
  /** Struck through beside the price; read out as 'was $X'. */
  originalPrice?: number;
  size?: 'md' | 'lg';
  /** 'dark' for text on the navy background. */
  tone?: 'light' | 'dark';
  className?: string;
};

/** A whole-dollar price with the struck-through original, as every price on the catalogue pages is shown. */
export function PriceTag({ price, originalPrice, size = 'lg', tone = 'light', className }: PriceTagProps) {
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className={cn('font-extrabold tracking-tight', size === 'lg' ? 'text-3xl' : 'text-2xl')}>
        {formatAud(price)}
      </span>
      {originalPrice !== undefined && originalPrice > price ? (
        <s className={cn('text-base', tone === 'dark' ? 'text-white' : 'text-muted-foreground')}>
          <span className="sr-only">was </span>
          {formatAud(originalPrice)}
        </s>
      ) : null}
    </p>
  );
}
