import { LockIcon, MailIcon, PercentIcon, SendIcon, UsersIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { getSession } from '@/lib/auth';
import { CAMPAIGN_FORBIDDEN_MESSAGE, campaignStats, type CampaignStats } from '@/lib/server/campaigns';
import { siteUrl } from '@/lib/env';
import { OPEN_RATE_NOTE, campaignStatusLabels } from '@/lib/rules/campaign-status';
import { formatDateDMY } from '@/lib/rules/format';
import { startEmbeddedCampaignWorker } from '@/lib/server/campaign-worker';
import { CampaignComposer } from './campaign-composer';

const SIGN_IN_HREF = `/auth?next=${encodeURIComponent('/marketing')}`;

function Counter({
  label,
  value,
  Icon,
  testId,
}: {
  label: string;
  value: string;
  Icon: typeof UsersIcon;
  testId: string;
}) {
  return (
    <div className="bg-card rounded-xl border p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm font-medium">{label}</p>
        <Icon aria-hidden="true" className="text-brand size-5" />
      </div>
      <p className="mt-2 text-3xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

function AdminView({ stats, origin }: { stats: CampaignStats; origin: string }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <Counter
          label="Total Subscribers"
          value={String(stats.totalSubscribers)}
          Icon={UsersIcon}
          testId="total-subscribers"
        />
        <Counter
          label="Campaigns Sent"
          value={String(stats.campaignsSent)}
          Icon={SendIcon}
          testId="campaigns-sent"
        />
        <Counter
          label="Avg Open Rate"
          value={`${stats.averageOpenRate}%`}
          Icon={PercentIcon}
          testId="avg-open-rate"
        />
      </div>
      <p className="text-muted-foreground text-sm">{OPEN_RATE_NOTE}</p>
      <CampaignComposer origin={origin} />
      {stats.campaigns.length > 0 ? (
        <section aria-labelledby="campaigns-heading">
          <h2 id="campaigns-heading" className="text-lg font-bold">
            Recent campaigns
          </h2>
          <ul className="bg-card mt-2 divide-y rounded-xl border">
            {stats.campaigns.map((campaign) => (
              <li
                key={campaign.id}
                className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <a
                  href={`/marketing/campaigns/${campaign.id}`}
                  className="font-medium break-words underline-offset-4 hover:underline"
                >
                  {campaign.subject}
                </a>
                <span className="text-muted-foreground text-sm">
                  {campaignStatusLabels[campaign.status]}
                  {campaign.figures.recipients > 0
                    ? ` · ${campaign.figures.delivered} of ${campaign.figures.recipients} delivered`
                    : ''}{' '}
                  · {formatDateDMY(new Date(campaign.createdAt))}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function NotAdminView() {
  return (
    <div className="bg-card flex flex-col items-center gap-4 rounded-xl border px-6 py-10 text-center">
      <LockIcon aria-hidden="true" className="text-muted-foreground size-10" />
      <p className="text-lg font-semibold">{CAMPAIGN_FORBIDDEN_MESSAGE}</p>
      <a href={SIGN_IN_HREF} className={buttonVariants({ variant: 'default' })}>
        Sign In
      </a>
    </div>
  );
}

/** Email Campaigns tab: the admin check happens here, on the server, for every request. */
export async function CampaignsPanel() {
  const session = await getSession();
  if (session?.role !== 'admin') return <NotAdminView />;
  startEmbeddedCampaignWorker();
  return <AdminView stats={await campaignStats(session)} origin={siteUrl()} />;
}

export function CampaignsPanelFallback() {
  return (
    <p className="text-muted-foreground flex items-center gap-2 py-10" aria-live="polite">
      <MailIcon aria-hidden="true" className="size-5" />
      Loading email campaigns...
    </p>
  );
}
