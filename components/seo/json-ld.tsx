import { JsonLdScript } from 'next-seo';
import type { JsonLdObject } from '@/lib/rules/structured-data';

/** Renders one schema.org object as a JSON-LD script (next-seo escapes it for safe inlining). */
export function JsonLd({ id, data }: { id: string; data: JsonLdObject }) {
  return <JsonLdScript scriptKey={id} id={`jsonld-${id}`} data={data} />;
}
