import { useId } from 'react';

import { site } from '@/content/site';

/** The logo's drawing is 64 units high (public/logo.svg): the mark is 64 square and the name starts 14 units after it. */
const UNITS = 64;

/**
 * The full logo drawn in the page, not loaded as an image: the mark inline, the name as text in the page's Inter.
 * An <img> of public/logo.svg costs every page a separate SVG document on the main thread before its first paint
 * (about 30 ms of parse, layout and font matching for its <text>, traced under Lighthouse's mobile emulation), and
 * an image cannot use the page's fonts, so its name would be drawn in a fallback face. The files in public/ stay
 * the downloadable logos (marketing, structured data); tests/unit/site-logo.test.tsx keeps the mark equal to them.
 */
export function SiteLogo({ height, label }: { height: number; label?: string }) {
  const clipId = useId();
  const unit = (n: number) => `${(n * height) / UNITS}px`;
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className="inline-flex shrink-0 items-center"
      style={{ height: unit(UNITS), gap: unit(14) }}
    >
      <svg
        viewBox="0 0 64 64"
        width={height}
        height={height}
        aria-hidden
        focusable="false"
        className="shrink-0"
      >
        <clipPath id={clipId}>
          <rect width="64" height="64" rx="14" />
        </clipPath>
        <rect width="64" height="64" rx="14" fill="#0b2545" />
        <path
          d="M0 56L8 47L20 33L27 39L38 23L56 47L64 56V64H0Z"
          fill="#1d3f72"
          clipPath={`url(#${clipId})`}
        />
        <path
          d="M8 47L20 33L27 39L38 23L56 47"
          fill="none"
          stroke="#f97316"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M29.5 19.5a8.5 8.5 0 0 1 17 0Z" fill="#facc15" />
        <rect x="26.5" y="18" width="23" height="4" rx="2" fill="#facc15" />
        <rect x="36.5" y="11.5" width="3" height="7" rx="1" fill="#0b2545" opacity="0.35" />
      </svg>
      {/* Baselines at 33 and 54 units, as in public/logo.svg. */}
      <span className="flex flex-col whitespace-nowrap" style={{ paddingTop: unit(3) }}>
        <span
          className="text-primary font-extrabold"
          style={{ fontSize: unit(29), lineHeight: unit(29), letterSpacing: unit(-0.5) }}
        >
          {site.shortName}
        </span>
        <span
          className="text-brand font-bold uppercase"
          style={{
            fontSize: unit(13.5),
            lineHeight: unit(13.5),
            letterSpacing: unit(2.2),
            marginTop: unit(6.5),
          }}
        >
          {site.name.slice(site.shortName.length).trim()}
        </span>
      </span>
    </span>
  );
}
