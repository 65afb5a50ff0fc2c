import 'server-only';

import type { ReactNode } from 'react';

import { escapeHtml } from '@/lib/rules/escape-html';

/**
 * Server components' output as one HTML string, for a part of a page that never changes in the browser: it goes
 * into `dangerouslySetInnerHTML`, so React hydrates one element and its payload carries one string instead of an
 * element for every node. /courses repeats every unit in its catalogue table, featured cards and category lists,
 * about a thousand elements hydrated one by one after the first paint, and Lighthouse counted them as blocking time
 * (issue 22, README "Performance").
 *
 * React's own HTML renderer is not in the server-components build (react-dom/server is refused there), so this is a
 * small one, strict by design: host elements, fragments and arrays, function components and forwardRef (called as a
 * server component would be, during the page's render, so they may use the hooks server components may). Anything
 * it does not know (a client component, an event handler, a style object, a lazy or async component, an attribute
 * it cannot name, a javascript: URL) throws, and static pages are rendered at build time: a mistake fails `npm run build`, never a
 * visitor's page. Every text and attribute value is escaped.
 */
export function staticHtml(node: ReactNode): { __html: string } {
  return { __html: markup(node) };
}

const ELEMENT = Symbol.for('react.transitional.element');
const FRAGMENT = Symbol.for('react.fragment');
const FORWARD_REF = Symbol.for('react.forward_ref');
const CLIENT_REFERENCE = Symbol.for('react.client.reference');

/** Elements with no closing tag. */
const VOID = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'wbr']);

/** React's names that are not the attribute's own (the DOM's camelCase). */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  dateTime: 'dateTime',
  tabIndex: 'tabindex',
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  viewBox: 'viewBox',
};

/** Attributes a browser follows as a URL, and a URL that runs script (the browser ignores controls and spaces). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'xlink:href']);
const SCRIPT_URL =
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;

/** Props that are React's, not attributes. */
const NOT_ATTRIBUTES = new Set([
  'children',
  'key',
  'ref',
  'dangerouslySetInnerHTML',
  'suppressHydrationWarning',
]);

type Element = { $$typeof: symbol; type: unknown; props: Record<string, unknown> };
type ForwardRef = { $$typeof: symbol; render: (props: object, ref: null) => ReactNode };

function isElement(node: unknown): node is Element {
  return typeof node === 'object' && node !== null && (node as Element).$$typeof === ELEMENT;
}

function markup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string') return escapeHtml(node);
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(markup).join('');
  if (!isElement(node)) throw new Error(`staticHtml: cannot render ${describe(node)}`);

  const { type, props } = node;
  if (type === FRAGMENT) return markup(props.children as ReactNode);
  if (typeof type === 'string') return hostElement(type, props);
  if (typeof type === 'function' && (type as { $$typeof?: symbol }).$$typeof !== CLIENT_REFERENCE)
    return markup((type as (props: object) => ReactNode)(props));
  if (typeof type === 'object' && type !== null && (type as ForwardRef).$$typeof === FORWARD_REF)
    return markup((type as ForwardRef).render(props, null));
  throw new Error(`staticHtml: cannot render an element of type ${describe(type)} (a client component?)`);
}

function hostElement(tag: string, props: Record<string, unknown>): string {
  let attributes = '';
  for (const [name, value] of Object.entries(props)) {
    if (NOT_ATTRIBUTES.has(name) || value === null || value === undefined) continue;
    attributes += attribute(tag, name, value);
  }
  if (VOID.has(tag)) return `<${tag}${attributes}>`;
  const inner = props.dangerouslySetInnerHTML as { __html: string } | undefined;
  const content = inner ? inner.__html : markup(props.children as ReactNode);
  return `<${tag}${attributes}>${content}</${tag}>`;
}

function attribute(tag: string, name: string, value: unknown): string {
  const html = ATTRIBUTE_NAMES[name] ?? (/^(aria|data)-[a-z0-9-]+$|^[a-z]+$/.test(name) ? name : undefined);
  if (!html) throw new Error(`staticHtml: <${tag}> has a prop it cannot name as an attribute: ${name}`);
  const ariaOrData = html.startsWith('aria-') || html.startsWith('data-');
  if (typeof value === 'boolean') {
    // React writes aria-* and data-* booleans as text and other booleans (hidden, disabled) as bare attributes.
    if (ariaOrData) return ` ${html}="${value}"`;
    return value ? ` ${html}=""` : '';
  }
  if (typeof value === 'string' || typeof value === 'number') {
    // React refuses these too (it writes a URL that throws); a static page has no use for one.
    if (URL_ATTRIBUTES.has(html) && SCRIPT_URL.test(String(value)))
      throw new Error(`staticHtml: <${tag} ${html}> is a javascript: URL`);
    return ` ${html}="${escapeHtml(String(value))}"`;
  }
  throw new Error(`staticHtml: <${tag} ${name}> is ${describe(value)}, which a static page cannot carry`);
}

function describe(value: unknown): string {
  if (typeof value === 'function') return `function ${value.name || '(anonymous)'}`;
  if (typeof value === 'symbol') return value.toString();
  return typeof value;
}
