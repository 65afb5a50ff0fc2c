import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { ArrowLeftIcon, LockIcon } from 'lucide-react';

import { PageHeader } from '@/components/layout/page-header';
import { CampaignControls } from '@/components/marketing/campaign-controls';
import { CampaignPreview } from '@/components/marketing/campaign-preview';
import { buttonVariants } from '@/components/ui/button';
import { requireSession } from '@/lib/auth';
import { siteUrl } from '@/lib/env';
import { pageMetadata } from '@/lib/rules/seo';
import { audienceOptions, CAMPAIGN_FORBIDDEN_MESSAGE, campaignDetail } from '@/lib/server/campaigns';
import { startEmbeddedCampaignWorker } from '@/lib/server/campaign-worker';
import { campaignIdSchema } from '@/lib/validation/campaign';

export const metadata = pageMetadata({
  title: 'Email campaign',
  description: 'Send an e-mail campaign to the mailing list and follow its delivery.',
  path: '/marketing',
  noIndex: true,
});

/** One campaign (admins only): audience, send now or schedule, progress while sending, figures, preview. */
export default async function CampaignPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const session = await requireSession(`/marketing/campaigns/${encodeURIComponent(id)}`);
  if (session.role !== 'admin') {
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center">
        <LockIcon aria-hidden="true" className="text-muted-foreground size-10" />
        <h1 className="text-xl font-semibold">{CAMPAIGN_FORBIDDEN_MESSAGE}</h1>
      </div>
    );
  }
  startEmbeddedCampaignWorker();
  if (!campaignIdSchema.safeParse({ id }).success) notFound();
  const campaign = await campaignDetail(session, id);
  if (!campaign) notFound();
  const isDraft = campaign.status === 'draft' || campaign.status === 'test-sent';
  const audiences = isDraft ? await audienceOptions(session) : [];

  return (
    <>
      <PageHeader title={campaign.subject} lead={campaign.preheader || 'Email campaign'}>
        <a href="/marketing" className={buttonVariants({ variant: 'secondary' })}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Marketing
        </a>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,42rem)]">
        <CampaignControls
          id={campaign.id}
          initialStatus={campaign.status}
          initialFigures={campaign.figures}
          scheduledAt={campaign.scheduledAt}
          audiences={audiences}
        />
        <CampaignPreview
          origin={siteUrl()}
          subject={campaign.subject}
          preheader={campaign.preheader}
          body={campaign.body}
        />
      </div>
    </>
  );
}
