'use client';

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { FaqItem } from '@/lib/rules/faq';

/**
 * Questions as an accordion; each opens and closes on its own. The page's FAQ JSON-LD carries the answers too.
 * Sent as HTML and hydrated as it nears the viewport (package-faq-when-visible.tsx).
 */
export function PackageFaq({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion type="multiple" className="bg-card rounded-xl border px-4 sm:px-6">
      {items.map((item, index) => (
        <AccordionItem key={item.question} value={`faq-${index}`}>
          <AccordionTrigger headingLevel={3} size="base">
            {item.question}
          </AccordionTrigger>
          <AccordionContent size="base" className="text-muted-foreground">
            {item.answer}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
