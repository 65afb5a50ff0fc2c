'use client';

import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, SendIcon } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { createCampaign } from '@/app/marketing/actions';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { callAction, failureReason } from '@/lib/client/action-call';
import { showServerErrors } from '@/lib/client/server-field-errors';
import { CAMPAIGN_MARKDOWN_HELP } from '@/lib/rules/campaign-markdown';
import {
  CAMPAIGN_LIMITS,
  campaignSchema,
  type CampaignData,
  type CampaignInput,
} from '@/lib/validation/campaign';
import { CampaignPreview } from './campaign-preview';

/**
 * 'Create New Campaign': compose with a live desktop / 375 px preview, save the draft and e-mail the admin a test
 * copy. Audience and sending are on the campaign's own page, which the toast links to.
 */
export function CampaignComposer({ origin }: { origin: string }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const subjectId = useId();
  const preheaderId = useId();
  const bodyId = useId();
  const helpId = useId();
  const form = useForm<CampaignInput, unknown, CampaignData>({
    resolver: zodResolver(campaignSchema),
    defaultValues: { subject: '', preheader: '', body: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [subject, preheader, body] = useWatch({ control, name: ['subject', 'preheader', 'body'] });

  const onSubmit = async (values: CampaignData) => {
    const result = await callAction(() => createCampaign(values));
    if (!result.ok) {
      showServerErrors(form, result.fieldErrors, ['subject', 'preheader', 'body']);
      toast.error('Campaign not saved', { description: failureReason(result) });
      return;
    }
    const openCampaign = {
      label: 'Open campaign',
      onClick: () => router.push(`/marketing/campaigns/${result.data.id}`),
    };
    if (result.data.testSent)
      toast.success('Test e-mail sent', { description: result.message, action: openCampaign });
    else toast.warning('Draft saved', { description: result.message, action: openCampaign });
    reset();
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="brand">
          <PlusIcon aria-hidden="true" />
          Create New Campaign
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>New email campaign</DialogTitle>
          <DialogDescription>
            Saved as a draft and sent to you as a test. You choose the audience and send it from the
            campaign&apos;s page.
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" onSubmit={handleSubmit(onSubmit)} noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={subjectId}>Subject</Label>
            <Input
              id={subjectId}
              maxLength={CAMPAIGN_LIMITS.subject}
              aria-invalid={errors.subject ? true : undefined}
              aria-describedby={errors.subject ? `${subjectId}-error` : undefined}
              {...register('subject')}
            />
            {errors.subject ? (
              <p id={`${subjectId}-error`} className="text-destructive text-sm font-medium">
                {errors.subject.message}
              </p>
            ) : null}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={preheaderId}>Preview text (optional)</Label>
            <Input
              id={preheaderId}
              maxLength={CAMPAIGN_LIMITS.preheader}
              aria-invalid={errors.preheader ? true : undefined}
              aria-describedby={errors.preheader ? `${preheaderId}-error` : undefined}
              {...register('preheader')}
            />
            {errors.preheader ? (
              <p id={`${preheaderId}-error`} className="text-destructive text-sm font-medium">
                {errors.preheader.message}
              </p>
            ) : null}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={bodyId}>Message</Label>
            <p id={helpId} className="text-muted-foreground text-xs break-words">
              {CAMPAIGN_MARKDOWN_HELP}
            </p>
            <Textarea
              id={bodyId}
              rows={10}
              maxLength={CAMPAIGN_LIMITS.body}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? `${helpId} ${bodyId}-error` : helpId}
              {...register('body')}
            />
            {errors.body ? (
              <p id={`${bodyId}-error`} className="text-destructive text-sm font-medium">
                {errors.body.message}
              </p>
            ) : null}
          </div>
          <CampaignPreview
            origin={origin}
            subject={subject ?? ''}
            preheader={preheader ?? ''}
            body={body ?? ''}
          />
          <DialogFooter>
            <Button type="submit" variant="brand" disabled={isSubmitting}>
              <SendIcon aria-hidden="true" />
              {isSubmitting ? 'Saving...' : 'Save Draft & Send Test'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
