import { describe, expect, it } from 'vitest';
import { GROUP_DISCOUNT_MIN_PEOPLE, ON_SITE_MIN_PEOPLE, packagesFaq } from '@/content/marketing-packages';
import { faqPageLd } from '@/lib/rules/faq';

describe('faqPageLd', () => {
  it('turns each question and answer into a schema.org Question with an accepted Answer', () => {
    const ld = faqPageLd([{ question: 'Q?', answer: 'A.' }]);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
  });

  it('carries the packages FAQ, including the group discount and on-site claims, and survives JSON', () => {
    const ld = JSON.parse(JSON.stringify(faqPageLd(packagesFaq))) as {
      mainEntity: { acceptedAnswer: { text: string } }[];
    };
    expect(ld.mainEntity).toHaveLength(packagesFaq.length);
    const answers = ld.mainEntity.map((entry) => entry.acceptedAnswer.text).join(' ');
    expect(GROUP_DISCOUNT_MIN_PEOPLE).toBe(5);
    expect(ON_SITE_MIN_PEOPLE).toBe(8);
    expect(answers).toContain(`${GROUP_DISCOUNT_MIN_PEOPLE} or more`);
    expect(answers).toContain(`${ON_SITE_MIN_PEOPLE} or more`);
  });
});
