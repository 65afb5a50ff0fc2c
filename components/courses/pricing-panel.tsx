'use client';

import { useId, useState } from 'react';
import { PriceEditor } from '@/components/pricing/price-editor';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { PricingLevel } from '@/content/units';
import { formatAud } from '@/lib/rules/format';
import { panelUnitPrice, type PanelUnit, type PricingPanelData } from '@/lib/rules/pricing-panel';

const scrollArea = 'max-h-96 overflow-y-auto rounded-md border p-2 sm:p-3';

function UnitPriceRow({ unit, level }: { unit: PanelUnit; level: PricingLevel }) {
  const refresher = level === 'experienced' && unit.experiencedPrice !== null;
  return (
    <li className="flex items-start justify-between gap-3 py-2 text-sm">
      <span className="min-w-0">
        <span className="font-mono text-xs font-semibold">{unit.code}</span> <span>{unit.title}</span>
      </span>
      <span className="flex shrink-0 items-center gap-2 font-semibold tabular-nums">
        {refresher ? <Badge variant="secondary">Refresher</Badge> : null}
        {formatAud(panelUnitPrice(unit, level))}
      </span>
    </li>
  );
}

/** Read-only package and unit prices, with a switch between standard and experienced/refresher pricing. */
export function PricingPanel({ data, id }: { data: PricingPanelData; id: string }) {
  const [level, setLevel] = useState<PricingLevel>('standard');
  const switchId = useId();
  const headingId = useId();
  const levelName = level === 'experienced' ? 'Experienced/Refresher' : 'Standard';

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="print-hidden bg-card rounded-xl border p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h3 id={headingId} className="text-lg font-bold">
            Pricing
          </h3>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            Showing {levelName} pricing. All prices in AUD, GST included.
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span className="text-sm font-medium" aria-hidden="true">
            Standard
          </span>
          <Switch
            id={switchId}
            checked={level === 'experienced'}
            onCheckedChange={(checked) => setLevel(checked ? 'experienced' : 'standard')}
          />
          <Label htmlFor={switchId}>Experienced/Refresher</Label>
        </div>
        <PriceEditor />
      </div>

      <Tabs defaultValue="packages" className="mt-4">
        <TabsList>
          <TabsTrigger value="packages">Training Packages</TabsTrigger>
          <TabsTrigger value="courses">Individual Courses</TabsTrigger>
        </TabsList>

        <TabsContent value="packages">
          <div className={scrollArea} tabIndex={0} role="region" aria-label="Training package prices">
            <Accordion type="multiple">
              {data.packages.map((pkg) => (
                <AccordionItem key={pkg.id} value={pkg.id} data-testid={`package-${pkg.id}`}>
                  <AccordionTrigger headingLevel={4} className="px-1">
                    <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
                      <span className="font-semibold">{pkg.name}</span>
                      <span className="font-bold tabular-nums">{formatAud(pkg.packagePrice)}</span>
                      <span className="text-muted-foreground tabular-nums">
                        <span className="sr-only">was </span>
                        <s>{formatAud(pkg.originalPrice)}</s>
                      </span>
                      <Badge variant="success">{pkg.discount}</Badge>
                    </span>
                  </AccordionTrigger>
                  <AccordionContent className="px-1">
                    <p>{pkg.description}</p>
                    {pkg.note ? <p className="mt-2 font-medium">{pkg.note}</p> : null}
                    {pkg.groups.map((group) => (
                      <div key={group.label} className="mt-3">
                        <p className="font-semibold">{group.label}</p>
                        <ul className="divide-y">
                          {group.units.map((unit) => (
                            <UnitPriceRow key={unit.code} unit={unit} level={level} />
                          ))}
                        </ul>
                      </div>
                    ))}
                    <p className="mt-3 text-sm">
                      Units booked separately ({levelName.toLowerCase()}):{' '}
                      <span className="font-semibold tabular-nums">{formatAud(pkg.unitsTotal[level])}</span>
                    </p>
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </div>
        </TabsContent>

        <TabsContent value="courses">
          <div className={scrollArea} tabIndex={0} role="region" aria-label="Individual course prices">
            <ul className="divide-y" data-testid="individual-prices">
              {data.units.map((unit) => (
                <UnitPriceRow key={unit.code} unit={unit} level={level} />
              ))}
            </ul>
          </div>
        </TabsContent>
      </Tabs>
    </section>
  );
}
