import { brandAssets, brandColours, brandFont, logoHref } from '@/content/brand';
import { cn } from '@/lib/utils';
import { CopyValueButton } from './copy-value-button';
import { DownloadLink } from './download-link';

/** Brand Assets tab: colours with hex values, the font and the three logo downloads. */
export function BrandAssets() {
  return (
    <div className="space-y-10">
      <section aria-labelledby="colours-heading">
        <h2 id="colours-heading" className="text-xl font-bold">
          Brand Colours
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {brandColours.map((colour) => (
            <li key={colour.token} className="bg-card overflow-hidden rounded-xl border">
              <div
                className="flex h-24 items-end p-3 text-sm font-semibold"
                style={{ backgroundColor: colour.hex, color: colour.textOn }}
                aria-hidden="true"
              >
                {colour.name}
              </div>
              <div className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="font-semibold">{colour.name}</p>
                  <p className="font-mono text-sm" data-testid="colour-hex">
                    {colour.hex.toUpperCase()}
                  </p>
                  <p className="text-muted-foreground text-xs">{colour.use}</p>
                </div>
                <CopyValueButton
                  value={colour.hex.toUpperCase()}
                  label={`${colour.name} ${colour.hex.toUpperCase()}`}
                />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="typography-heading">
        <h2 id="typography-heading" className="text-xl font-bold">
          Typography
        </h2>
        <div className="bg-card mt-4 rounded-xl border p-5">
          <p className="text-4xl font-extrabold tracking-tight">{brandFont.name}</p>
          <p className="mt-2 text-lg">The quick brown fox jumps over the lazy dog. 0123456789</p>
          <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="font-semibold">Weights</dt>
              <dd className="text-muted-foreground">{brandFont.weights}</dd>
            </div>
            <div>
              <dt className="font-semibold">Usage</dt>
              <dd className="text-muted-foreground">{brandFont.usage}</dd>
            </div>
            <div>
              <dt className="font-semibold">Licence</dt>
              <dd className="text-muted-foreground">{brandFont.licence}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section aria-labelledby="logos-heading">
        <h2 id="logos-heading" className="text-xl font-bold">
          Logos
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {brandAssets.map((asset) => (
            <li key={asset.id} className="bg-card flex flex-col overflow-hidden rounded-xl border">
              <div
                className={cn(
                  'flex h-36 items-center justify-center p-6',
                  asset.dark ? 'bg-primary' : 'bg-muted',
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- small SVG previews, no optimisation needed */}
                <img src={asset.thumbnail} alt={`${asset.title} preview`} className="max-h-full max-w-full" />
              </div>
              <div className="flex flex-1 flex-col gap-3 p-4">
                <div>
                  <h3 className="font-semibold">{asset.title}</h3>
                  <p className="text-muted-foreground text-sm">{asset.description}</p>
                </div>
                <div className="mt-auto flex flex-wrap gap-2">
                  {asset.formats.map((format) => (
                    <DownloadLink
                      key={format}
                      href={logoHref(asset.id, format === 'SVG' ? 'svg' : 'png')}
                      format={format}
                      label={asset.title}
                    />
                  ))}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
