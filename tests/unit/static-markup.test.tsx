import { forwardRef, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { CatalogueTable } from '@/components/courses/catalogue-table';
import { FeaturedCourseCard } from '@/components/courses/featured-course-card';
import { catalogueUnits, featuredCatalogueUnits } from '@/content/catalogue-units';
import { courseHref } from '@/lib/rules/course-slug';
import { staticHtml } from '@/lib/server/static-markup';

const html = (node: ReactNode) => staticHtml(node).__html;
/** React writes an apostrophe as &#x27;, staticHtml as &#39;: the same character. */
const react = (node: ReactNode) => renderToStaticMarkup(node).replaceAll('&#x27;', '&#39;');

describe('staticHtml', () => {
  it("writes /courses's catalogue table and featured cards exactly as React's own renderer does", () => {
    const table = <CatalogueTable units={catalogueUnits} />;
    expect(html(table)).toBe(react(table));
    expect(html(table)).toContain('data-testid="catalogue-table"');
    const cards = featuredCatalogueUnits.map((unit) => (
      <li key={unit.code}>
        <FeaturedCourseCard unit={unit} viewHref={courseHref(unit)} />
      </li>
    ));
    expect(html(cards)).toBe(react(cards));
    expect(html(cards)).toContain('<svg');
  });

  it('escapes every text and attribute value', () => {
    const hostile = '"><script>alert(1)</script>&\'';
    expect(
      html(
        <a href={hostile} title={hostile}>
          {hostile}
        </a>,
      ),
    ).toBe(
      '<a href="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&#39;" title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&#39;">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&#39;</a>',
    );
  });

  it('names attributes as React does and leaves out what React leaves out', () => {
    const node = (
      <>
        <div
          className="c"
          tabIndex={0}
          hidden
          aria-hidden
          data-open={false}
          title={undefined}
          id={null as never}
        >
          {0}
          {false}
          {null}
          {['a', 1]}
        </div>
        <br />
        <time dateTime="2026-12-31">31/12/2026</time>
        <svg viewBox="0 0 24 24" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </>
    );
    expect(html(node)).toBe(react(node).replace('<br/>', '<br>'));
  });

  it('calls function components and forwardRef components, and keeps inner HTML as given', () => {
    const Bold = ({ children }: { children: ReactNode }) => <b>{children}</b>;
    const Italic = forwardRef<HTMLElement, { children: ReactNode }>(function Italic({ children }, _ref) {
      return <i>{children}</i>;
    });
    expect(
      html(
        <Bold>
          <Italic>x</Italic>
        </Bold>,
      ),
    ).toBe('<b><i>x</i></b>');
    expect(html(<p dangerouslySetInnerHTML={{ __html: '<em>kept</em>' }} />)).toBe('<p><em>kept</em></p>');
  });

  it('refuses what a static page cannot carry, by name, instead of dropping it', () => {
    expect(() => html(<button onClick={() => {}}>x</button>)).toThrow(/cannot name as an attribute: onClick/);
    expect(() => html(<a href={(() => '/') as never}>x</a>)).toThrow(/<a href> is function/);
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', '\u0001java\tscript:alert(1)'])
      expect(() => html(<a href={href}>x</a>), href).toThrow(/javascript: URL/);
    const notAScript = '/courses?next=javascript:x';
    expect(html(<a href={notAScript}>x</a>)).toBe(`<a href="${notAScript}">x</a>`);
    expect(() => html(<p style={{ color: 'red' }}>x</p>)).toThrow(/<p style> is object/);
    expect(() => html(<label htmlFor="x" autoCapitalize="none" />)).toThrow(
      /cannot name as an attribute: autoCapitalize/,
    );
    const clientReference = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference') });
    const ClientComponent = clientReference as unknown as () => ReactNode;
    expect(() => html(<ClientComponent />)).toThrow(/a client component\?/);
    expect(() => html({} as ReactNode)).toThrow(/cannot render object/);
  });
});
