'use client';

import { useEffect, useId, useState } from 'react';
import { CalendarClockIcon, PauseIcon, PlayIcon, SendIcon, MailCheckIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import {
  campaignProgress,
  cancelCampaignSchedule,
  countCampaignAudience,
  pauseCampaign,
  resumeCampaign,
  sendCampaign,
  sendCampaignTest,
} from '@/app/marketing/actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Progress } from '@/components/ui/progress';
import { callAction, failureReason } from '@/lib/client/action-call';
import {
  campaignProgressPercent,
  campaignStatusLabels,
  OPEN_RATE_NOTE,
  openRatePercent,
  type CampaignFigures,
  type CampaignStatus,
} from '@/lib/rules/campaign-status';

export type AudienceChoice = { value: string; label: string; count: number };

const POLL_MS = 1500;
const DOMAIN_OPTION = '@';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="bg-card rounded-lg border p-3">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * A campaign's page: send a test, choose the audience (with its count) and send now or schedule; while sending,
 * sent / failed / remaining and a progress bar, polled every 1.5 s, with Pause and Resume; then the figures.
 */
export function CampaignControls({
  id,
  initialStatus,
  initialFigures,
  scheduledAt,
  audiences,
}: {
  id: string;
  initialStatus: CampaignStatus;
  initialFigures: CampaignFigures;
  scheduledAt: string | null;
  audiences: AudienceChoice[];
}) {
  const router = useRouter();
  const [status, setStatus] = useState(initialStatus);
  const [figures, setFigures] = useState(initialFigures);
  const [busy, setBusy] = useState<null | 'test' | 'send' | 'pause' | 'unschedule'>(null);
  const [confirming, setConfirming] = useState(false);
  const [audience, setAudience] = useState(audiences[0]?.value ?? 'all');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [scheduleAt, setScheduleAt] = useState('');
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [domain, setDomain] = useState('');
  const [domainCount, setDomainCount] = useState<number | null>(null);
  const [domainError, setDomainError] = useState<string | null>(null);
  const audienceId = useId();
  const domainId = useId();
  const scheduleId = useId();
  const progressLabelId = useId();
  const figuresId = useId();

  const polling = status === 'sending' || status === 'scheduled';
  useEffect(() => {
    if (!polling) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const result = await callAction(() => campaignProgress({ id }));
      if (stopped) return;
      if (result.ok) {
        setFigures(result.data.figures);
        setStatus(result.data.status);
        if (result.data.status === 'sent') {
          toast.success('Campaign sent', {
            description: `${result.data.figures.delivered} of ${result.data.figures.recipients} delivered`,
          });
          router.refresh();
          return;
        }
      }
      timer = setTimeout(tick, POLL_MS);
    };
    timer = setTimeout(tick, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [polling, id, router]);

  const byDomain = audience === DOMAIN_OPTION;
  useEffect(() => {
    if (!byDomain) return;
    let current = true;
    const value = domain.trim().replace(/^@/, '');
    const timer = setTimeout(async () => {
      if (!value) {
        setDomainCount(null);
        setDomainError(null);
        return;
      }
      const result = await callAction(() => countCampaignAudience({ audience: `@${value}` }));
      if (!current) return;
      setDomainCount(result.ok ? result.data.count : null);
      setDomainError(result.ok ? null : failureReason(result));
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [byDomain, domain]);

  const chosen: AudienceChoice | undefined = byDomain
    ? domainCount === null
      ? undefined
      : { value: `@${domain.trim().replace(/^@/, '')}`, label: domain, count: domainCount }
    : audiences.find((option) => option.value === audience);
  const isDraft = status === 'draft' || status === 'test-sent';
  const percent = campaignProgressPercent(figures);

  const testSend = async () => {
    setBusy('test');
    const result = await callAction(() => sendCampaignTest({ id }));
    setBusy(null);
    if (result.ok) toast.success(result.message, { description: result.detail });
    else toast.error(result.message, { description: failureReason(result) });
  };

  /** Send now asks first (it cannot be undone, only paused); a schedule can be cancelled, so it goes at once. */
  const requestSend = () => {
    if (when === 'now') setConfirming(true);
    else void send();
  };

  const unschedule = async () => {
    setBusy('unschedule');
    const result = await callAction(() => cancelCampaignSchedule({ id }));
    setBusy(null);
    if (!result.ok) {
      toast.error(result.message, { description: failureReason(result) });
      return;
    }
    toast.success(result.message, { description: result.detail });
    setStatus(result.data.status);
    router.refresh();
  };

  const send = async () => {
    setConfirming(false);
    let scheduled: string | undefined;
    if (when === 'later') {
      const time = scheduleAt ? new Date(scheduleAt) : null;
      if (!time || Number.isNaN(time.getTime())) {
        setScheduleError('Choose a valid date and time');
        return;
      }
      scheduled = time.toISOString();
    }
    setScheduleError(null);
    setBusy('send');
    if (!chosen) return;
    const result = await callAction(() =>
      sendCampaign({ id, audience: chosen.value, scheduledAt: scheduled }),
    );
    setBusy(null);
    if (!result.ok) {
      if (result.fieldErrors.scheduledAt) setScheduleError(result.fieldErrors.scheduledAt);
      toast.error(result.message, { description: failureReason(result) });
      return;
    }
    toast.success(result.message, { description: result.detail });
    setStatus(result.data.status);
    setFigures((current) => ({ ...current, recipients: result.data.queued, remaining: result.data.queued }));
    router.refresh();
  };

  const togglePause = async () => {
    setBusy('pause');
    const result = await callAction(() =>
      status === 'paused' ? resumeCampaign({ id }) : pauseCampaign({ id }),
    );
    setBusy(null);
    if (!result.ok) {
      toast.error(result.message, { description: failureReason(result) });
      return;
    }
    toast.success(result.message);
    setStatus(result.data.status);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={status === 'sent' ? 'default' : 'secondary'} data-testid="campaign-status">
          {campaignStatusLabels[status]}
        </Badge>
        {status === 'scheduled' && scheduledAt ? (
          <span className="text-muted-foreground text-sm">
            Goes out{' '}
            {new Date(scheduledAt).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' })}
          </span>
        ) : null}
        <Button type="button" variant="outline" onClick={testSend} disabled={busy !== null}>
          <MailCheckIcon aria-hidden="true" />
          {busy === 'test' ? 'Sending test...' : 'Send Test to Me'}
        </Button>
      </div>

      {isDraft ? (
        <section
          aria-labelledby={`${audienceId}-heading`}
          className="bg-card space-y-4 rounded-xl border p-4 sm:p-5"
        >
          <h2 id={`${audienceId}-heading`} className="text-lg font-bold">
            Send to the list
          </h2>
          <div className="space-y-1.5">
            <Label htmlFor={audienceId}>Audience</Label>
            <NativeSelect
              id={audienceId}
              value={audience}
              onChange={(event) => setAudience(event.target.value)}
              wrapperClassName="sm:max-w-md"
            >
              {audiences.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label} ({option.count})
                </option>
              ))}
              <option value={DOMAIN_OPTION}>Addresses at one domain…</option>
            </NativeSelect>
            {byDomain ? (
              <div className="space-y-1.5 pt-2">
                <Label htmlFor={domainId}>Domain</Label>
                <Input
                  id={domainId}
                  value={domain}
                  placeholder="example.com"
                  inputMode="url"
                  autoComplete="off"
                  onChange={(event) => setDomain(event.target.value)}
                  className="sm:max-w-md"
                  aria-invalid={domainError ? true : undefined}
                  aria-describedby={domainError ? `${domainId}-error` : undefined}
                />
                {domainError ? (
                  <p id={`${domainId}-error`} className="text-destructive text-sm font-medium">
                    {domainError}
                  </p>
                ) : null}
              </div>
            ) : null}
            <p className="text-sm" data-testid="audience-count" aria-live="polite">
              {chosen
                ? `${chosen.count} ${chosen.count === 1 ? 'subscriber' : 'subscribers'} will receive this campaign.`
                : ''}
            </p>
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">When</legend>
            <div className="flex flex-wrap gap-4">
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="when"
                  value="now"
                  checked={when === 'now'}
                  onChange={() => setWhen('now')}
                />
                Now
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="when"
                  value="later"
                  checked={when === 'later'}
                  onChange={() => setWhen('later')}
                />
                Later
              </label>
            </div>
            {when === 'later' ? (
              <div className="space-y-1.5">
                <Label htmlFor={scheduleId}>Send at (your time zone)</Label>
                <Input
                  id={scheduleId}
                  type="datetime-local"
                  value={scheduleAt}
                  onChange={(event) => setScheduleAt(event.target.value)}
                  className="sm:max-w-xs"
                  aria-invalid={scheduleError ? true : undefined}
                  aria-describedby={scheduleError ? `${scheduleId}-error` : undefined}
                />
                {scheduleError ? (
                  <p id={`${scheduleId}-error`} className="text-destructive text-sm font-medium">
                    {scheduleError}
                  </p>
                ) : null}
              </div>
            ) : null}
          </fieldset>
          <Button
            type="button"
            variant="brand"
            onClick={requestSend}
            disabled={busy !== null || !chosen || chosen.count === 0}
          >
            {when === 'now' ? <SendIcon aria-hidden="true" /> : <CalendarClockIcon aria-hidden="true" />}
            {busy === 'send'
              ? when === 'now'
                ? 'Sending...'
                : 'Scheduling...'
              : when === 'now'
                ? 'Send Now'
                : 'Schedule'}
          </Button>
        </section>
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send this campaign now?"
        description={
          <>
            It goes to {chosen?.count ?? 0} {chosen?.count === 1 ? 'subscriber' : 'subscribers'} at once. You
            can pause it while it sends, but not take back what has gone.
          </>
        }
        action={
          <Button type="button" variant="brand" onClick={send} disabled={busy !== null}>
            <SendIcon aria-hidden="true" />
            Send to {chosen?.count ?? 0} {chosen?.count === 1 ? 'subscriber' : 'subscribers'}
          </Button>
        }
      />

      {status === 'scheduled' ? (
        <Button type="button" variant="outline" onClick={unschedule} disabled={busy !== null}>
          <CalendarClockIcon aria-hidden="true" />
          {busy === 'unschedule' ? 'Cancelling...' : 'Cancel Schedule'}
        </Button>
      ) : null}

      {!isDraft && status !== 'scheduled' ? (
        <section aria-labelledby={progressLabelId} className="bg-card space-y-3 rounded-xl border p-4 sm:p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={progressLabelId} className="text-lg font-bold">
              Progress
            </h2>
            {status === 'sending' || status === 'paused' ? (
              <Button type="button" variant="outline" onClick={togglePause} disabled={busy !== null}>
                {status === 'paused' ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
                {busy === 'pause' ? 'Please wait...' : status === 'paused' ? 'Resume' : 'Pause'}
              </Button>
            ) : null}
          </div>
          <Progress value={percent} aria-labelledby={progressLabelId} aria-valuetext={`${percent}% done`} />
          <p className="text-sm tabular-nums" aria-live="polite">
            <span data-testid="progress-sent">{figures.delivered}</span> sent ·{' '}
            <span data-testid="progress-failed">{figures.failed}</span> failed ·{' '}
            <span data-testid="progress-remaining">{figures.remaining}</span> remaining
          </p>
        </section>
      ) : null}

      <section aria-labelledby={figuresId} className="space-y-3">
        <h2 id={figuresId} className="text-lg font-bold">
          Figures
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <Figure label="Recipients" value={String(figures.recipients)} testId="figure-recipients" />
          <Figure label="Delivered" value={String(figures.delivered)} testId="figure-delivered" />
          <Figure label="Failed" value={String(figures.failed)} testId="figure-failed" />
          <Figure label="Opens" value={String(figures.opens)} testId="figure-opens" />
          <Figure label="Open rate" value={`${openRatePercent(figures)}%`} testId="figure-open-rate" />
          <Figure label="Unsubscribes" value={String(figures.unsubscribes)} testId="figure-unsubscribes" />
        </dl>
        <p className="text-muted-foreground text-sm">{OPEN_RATE_NOTE}</p>
      </section>
    </div>
  );
}
