import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import type { FaqItem } from '@/lib/rules/faq';

/** Questions as an accordion; each opens and closes on its own. The page's FAQ JSON-LD carries the answers too. */
export function PackageFaq({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion type="multiple" className="bg-card rounded-xl border px-4 sm:px-6">
      {items.map((item, index) => (
        <AccordionItem key={item.question} value={`faq-${index}`}>
          <AccordionTrigger headingLevel={3} className="text-base font-semibold">
            {item.question}
          </AccordionTrigger>
          <AccordionContent className="text-muted-foreground text-base">{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
