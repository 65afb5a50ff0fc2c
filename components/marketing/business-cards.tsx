import { MailIcon, PhoneIcon, GlobeIcon } from 'lucide-react';
import { coordinators, telHref } from '@/content/contacts';
import { businessCards } from '@/content/marketing-assets';
import { site } from '@/content/site';
import { websiteLabel } from '@/lib/rules/format';
import { DownloadLink } from './download-link';

const formatPath = { PDF: 'pdf', PNG: 'png', vCard: 'vcf' } as const;

/** Business Cards tab: the NSW and QLD coordinator cards with print downloads and a vCard. */
export function BusinessCards({ website }: { website: string }) {
  return (
    <div className="space-y-4">
      <p className="text-muted-foreground">
        Print-ready cards at 90 x 55 mm (PDF) and 1050 x 600 px (PNG, 300 dpi). The vCard saves the contact
        straight to a phone.
      </p>
      <ul className="grid gap-6 lg:grid-cols-2">
        {businessCards.map((card) => {
          const person = coordinators[card.state];
          return (
            <li
              key={card.state}
              className="flex flex-col gap-4"
              data-testid={`business-card-${card.state.toLowerCase()}`}
            >
              <article
                aria-label={`${card.state} coordinator card`}
                className="bg-card overflow-hidden rounded-xl border shadow-sm"
              >
                <div className="bg-primary text-primary-foreground px-5 py-4">
                  <p className="text-highlight text-xs font-semibold tracking-widest uppercase">
                    {site.name}
                  </p>
                  <h2 className="mt-1 text-xl font-bold">{person.name}</h2>
                  <p className="text-sm text-slate-200">{person.role}</p>
                </div>
                <div className="bg-highlight h-1.5" />
                <ul className="space-y-2 px-5 py-4 text-sm">
                  <li className="flex items-center gap-2">
                    <PhoneIcon aria-hidden="true" className="text-brand size-4" />
                    <span className="sr-only">Phone:</span>
                    <a href={telHref(person.phone)} className="underline-offset-4 hover:underline">
                      {person.phone}
                    </a>
                  </li>
                  <li className="flex items-center gap-2">
                    <MailIcon aria-hidden="true" className="text-brand size-4" />
                    <span className="sr-only">E-mail:</span>
                    <a
                      href={`mailto:${person.email}`}
                      className="break-all underline-offset-4 hover:underline"
                    >
                      {person.email}
                    </a>
                  </li>
                  <li className="flex items-center gap-2">
                    <GlobeIcon aria-hidden="true" className="text-brand size-4" />
                    <span className="sr-only">Website:</span>
                    <span>{websiteLabel(website)}</span>
                  </li>
                </ul>
              </article>
              <div className="flex flex-wrap gap-2">
                {card.formats.map((format) => (
                  <DownloadLink
                    key={format}
                    href={`/api/marketing/business-cards/${card.state.toLowerCase()}/${formatPath[format]}`}
                    format={format}
                    label={`${card.state} business card`}
                  />
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
