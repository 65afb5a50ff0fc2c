'use client';

import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { COPIED_STATE_MS, shareToasts } from '@/lib/rules/share';

/** Copies a value (e.g. a hex colour) and shows the copied state for 2 seconds. */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_STATE_MS);
      toast.success(shareToasts.copied.title, { description: shareToasts.copied.description });
    } catch {
      toast.error(shareToasts.copyFailed.title, { description: shareToasts.copyFailed.description });
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => void copy()}
      aria-label={`${copied ? 'Copied' : 'Copy'} ${label}`}
    >
      {copied ? <CheckIcon aria-hidden="true" className="text-success" /> : <CopyIcon aria-hidden="true" />}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
