import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import * as lucide from 'lucide-react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import * as icons from '@/components/ui/icons/drawn';
import type { IconProps } from '@/components/ui/icons/drawn';
import * as browserIcons from '@/components/ui/icons/lucide';
import { staticHtml } from '@/lib/server/static-markup';

const drawn = Object.entries(icons).filter(([, value]) => typeof value === 'function') as Array<
  [string, ComponentType<IconProps>]
>;

/** Props the site passes and the ones lucide handles on its own (size, stroke, colour, a label, children). */
const propSets: IconProps[] = [
  {},
  { className: 'text-muted-foreground size-4', 'aria-hidden': true },
  { className: 'lucide size-4  shrink-0' },
  { size: 16, strokeWidth: 3 },
  { size: 48, absoluteStrokeWidth: true },
  { width: 20, height: 10, color: 'red' },
  { 'aria-label': 'Rating', role: 'img' },
  { nonScalingStroke: true },
  { children: <title>Named</title> },
];

describe('#icons (components/ui/icons)', () => {
  it('exports the same icons on the server (drawn) and in the browser (lucide-react)', () => {
    expect(drawn.length).toBeGreaterThan(40);
    expect(Object.keys(browserIcons).sort()).toEqual(drawn.map(([name]) => name).sort());
    // lucide-react's barrel and its per-icon modules load as two copies here (CommonJS and ESM): compared by output.
    for (const [name, Browser] of Object.entries(browserIcons) as Array<[string, ComponentType<IconProps>]>) {
      const Lucide = (lucide as unknown as Record<string, ComponentType<IconProps>>)[name];
      expect(renderToStaticMarkup(<Browser className="x" />), name).toBe(
        renderToStaticMarkup(<Lucide className="x" />),
      );
    }
  });

  it("draws every icon exactly as lucide-react's component does, with every kind of prop", () => {
    for (const [name, Drawn] of drawn) {
      const Lucide = (lucide as unknown as Record<string, ComponentType<IconProps>>)[name];
      expect(Lucide, `lucide-react exports ${name}`).toBeDefined();
      for (const props of propSets)
        expect(renderToStaticMarkup(<Drawn {...props} />), `${name} ${JSON.stringify(props)}`).toBe(
          renderToStaticMarkup(<Lucide {...props} />),
        );
    }
  });

  it('can be written as static markup, which refuses client components', () => {
    const { Clock, Phone } = icons;
    expect(staticHtml(<Clock aria-hidden className="size-4" />).__html).toBe(
      renderToStaticMarkup(<lucide.Clock aria-hidden className="size-4" />),
    );
    expect(() => staticHtml(<lucide.Phone />)).toThrow();
    expect(staticHtml(<Phone />).__html).toContain('lucide-phone');
  });
});

/** Source files under app/ and components/ that are not client modules. */
function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return /^['"]use client['"]/m.test(readFileSync(path, 'utf8')) ? [] : [path];
  });
}

describe('icons in components that are not client modules', () => {
  it("come from #icons, never from lucide-react's client components nor one side of #icons", () => {
    const offenders = [...serverSources('app'), ...serverSources('components')].filter(
      (path) =>
        !path.startsWith(join('components', 'ui', 'icons')) &&
        /from ['"](lucide-react|@\/components\/ui\/icons\/\w+)['"]/.test(readFileSync(path, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
