'use client';

import { useId, useMemo, useState } from 'react';
import { MonitorIcon, SmartphoneIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { renderCampaign } from '@/lib/rules/campaign-markdown';
import { cn } from '@/lib/utils';

/**
 * The message as subscribers will see it, rendered by the same pure rule the worker uses, in a sandboxed iframe
 * (no scripts; the document is escaped anyway) at 600 px (desktop) or 375 px (phone).
 */
export function CampaignPreview({
  subject,
  preheader,
  body,
  origin,
  className,
}: {
  /** The site's public origin (SITE_URL), so links and the image resolve as in the sent mail. */
  origin: string;
  subject: string;
  preheader: string;
  body: string;
  className?: string;
}) {
  const [width, setWidth] = useState<'desktop' | 'mobile'>('desktop');
  const labelId = useId();
  const html = useMemo(
    () =>
      renderCampaign({
        subject: subject.trim() || '(no subject)',
        preheader,
        body,
        origin,
        unsubscribeUrl: '#unsubscribe',
      }).html,
    [subject, preheader, body, origin],
  );
  return (
    <section aria-labelledby={labelId} className={cn('space-y-2', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={labelId} className="text-sm font-semibold">
          Preview
        </h3>
        <div className="flex gap-1" role="group" aria-label="Preview width">
          <Button
            type="button"
            size="sm"
            variant={width === 'desktop' ? 'default' : 'outline'}
            aria-pressed={width === 'desktop'}
            onClick={() => setWidth('desktop')}
          >
            <MonitorIcon aria-hidden="true" />
            Desktop
          </Button>
          <Button
            type="button"
            size="sm"
            variant={width === 'mobile' ? 'default' : 'outline'}
            aria-pressed={width === 'mobile'}
            onClick={() => setWidth('mobile')}
          >
            <SmartphoneIcon aria-hidden="true" />
            375 px
          </Button>
        </div>
      </div>
      <div className="bg-muted overflow-x-auto rounded-lg border p-2">
        <iframe
          title={`Preview of the e-mail at ${width === 'desktop' ? 'desktop' : '375 px'} width`}
          srcDoc={html}
          sandbox="allow-same-origin"
          data-testid="campaign-preview"
          data-width={width}
          className="mx-auto block h-[28rem] max-w-full rounded bg-white"
          style={{ width: width === 'desktop' ? 640 : 375 }}
        />
      </div>
    </section>
  );
}
