'use client';

import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, SendIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
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
import { failureReason } from '@/lib/client/action-call';
import {
  CAMPAIGN_LIMITS,
  campaignSchema,
  type CampaignData,
  type CampaignInput,
} from '@/lib/validation/campaign';

/** 'Create New Campaign': saves a draft and e-mails the admin a test copy. Sending to the list is not built yet. */
export function CampaignComposer() {
  const [open, setOpen] = useState(false);
  const subjectId = useId();
  const bodyId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CampaignInput, unknown, CampaignData>({
    resolver: zodResolver(campaignSchema),
    defaultValues: { subject: '', body: '' },
  });

  const onSubmit = async (values: CampaignData) => {
    const result = await createCampaign(values);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors)) {
        if (field === 'subject' || field === 'body') setError(field, { message });
      }
      toast.error('Campaign not saved', { description: failureReason(result) });
      return;
    }
    if (result.data.testSent) toast.success('Test e-mail sent', { description: result.message });
    else toast.warning('Draft saved', { description: result.message });
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
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>New email campaign</DialogTitle>
          <DialogDescription>
            Saved as a draft and sent to you as a test. Nothing goes to subscribers from here.
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
            <Label htmlFor={bodyId}>Message</Label>
            <Textarea
              id={bodyId}
              rows={10}
              maxLength={CAMPAIGN_LIMITS.body}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? `${bodyId}-error` : undefined}
              {...register('body')}
            />
            {errors.body ? (
              <p id={`${bodyId}-error`} className="text-destructive text-sm font-medium">
                {errors.body.message}
              </p>
            ) : null}
          </div>
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
