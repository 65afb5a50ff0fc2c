import type { JsonLdObject } from './structured-data';

export type FaqItem = { question: string; answer: string };

/** schema.org FAQPage for a list of questions shown on the page. */
export function faqPageLd(items: readonly FaqItem[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
