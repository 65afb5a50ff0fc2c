import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { SiteLogo } from '@/components/brand/site-logo';
import { site } from '@/content/site';

/** The drawing's shapes as `tag attr=value ...`, attributes sorted, the clip path's id left out. */
function shapes(svg: string): string[] {
  return [...svg.matchAll(/<(rect|path|circle)\b([^>]*?)\/?>/g)].map(([, tag, attributes]) =>
    [
      tag,
      ...[...attributes.matchAll(/([\w-]+)="([^"]*)"/g)]
        .filter(([, name]) => name !== 'clip-path')
        .map(([, name, value]) => `${name}=${value}`)
        .sort(),
    ].join(' '),
  );
}

describe('the site logo drawn in the page', () => {
  const markFile = readFileSync(join(process.cwd(), 'public', 'logo-mark.svg'), 'utf8');
  const logoFile = readFileSync(join(process.cwd(), 'public', 'logo.svg'), 'utf8');

  it('draws the mark of public/logo-mark.svg and public/logo.svg, shape for shape', () => {
    const drawn = renderToStaticMarkup(<SiteLogo height={40} />);
    expect(shapes(drawn)).toEqual(shapes(markFile));
    expect(shapes(logoFile)).toEqual(shapes(markFile));
  });

  it('writes the name of the logo file as text, hidden from assistive technology inside a named link', () => {
    const drawn = renderToStaticMarkup(<SiteLogo height={40} />);
    const names = [...logoFile.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, text]) => text);
    expect(names).toEqual([site.shortName, site.name.slice(site.shortName.length).trim().toUpperCase()]);
    expect(drawn).toContain(`>${site.shortName}</span>`);
    expect(drawn).toMatch(/^<span aria-hidden="true"/);
  });

  it('is an image named by its label where it stands alone, scaled from the 64-unit drawing', () => {
    const drawn = renderToStaticMarkup(<SiteLogo height={56} label={site.name} />);
    expect(drawn).toMatch(new RegExp(`^<span role="img" aria-label="${site.name}"`));
    expect(drawn).toContain('height:56px;gap:12.25px');
    expect(drawn).toContain('width="56" height="56"');
  });
});
