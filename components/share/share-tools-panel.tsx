'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  CheckIcon,
  ClipboardCopyIcon,
  CopyIcon,
  FileDownIcon,
  FileJsonIcon,
  FileTextIcon,
  LinkIcon,
  MailIcon,
  MessageSquareIcon,
  PrinterIcon,
  RefreshCwIcon,
  Share2Icon,
} from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import {
  COPIED_STATE_MS,
  downloadFileName,
  isShareCancel,
  mailtoShareUrl,
  pageDataFile,
  pageTextFile,
  shareText,
  shareToasts,
  smsShareUrl,
} from '@/lib/rules/share';
import { cn } from '@/lib/utils';
import type { ShareToolsProps } from './share-tools';

type CopyTarget = 'url' | 'custom' | 'page';

function saveFile(name: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function writeClipboard(value: string) {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(value);
}

/** The "Share & Save Tools" panel (spec 001); ShareTools shows it to admins only. */
export function ShareToolsPanel({ title, data, text, className }: ShareToolsProps) {
  const [copied, setCopied] = useState<CopyTarget | null>(null);
  const [customText, setCustomText] = useState(text ?? '');
  const [url, setUrl] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panel = useRef<HTMLElement>(null);
  const headingId = useId();
  const textId = useId();

  useEffect(() => {
    // The address is only known in the browser; the panel renders after the session check anyway.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(window.location.href);
    return () => clearTimeout(timer.current);
  }, []);

  const currentUrl = () => window.location.href;

  const markCopied = (target: CopyTarget) => {
    setCopied(target);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_STATE_MS);
  };

  const copyUrl = async ({ silent = false } = {}) => {
    try {
      await writeClipboard(currentUrl());
      markCopied('url');
      if (!silent) toast.success(shareToasts.urlCopied.title);
      return true;
    } catch {
      if (!silent)
        toast.error(shareToasts.copyFailed.title, { description: shareToasts.copyFailed.description });
      return false;
    }
  };

  const copyContent = async (value: string, target: CopyTarget) => {
    try {
      await writeClipboard(value);
      markCopied(target);
      toast.success(shareToasts.copied.title, { description: shareToasts.copied.description });
    } catch {
      toast.error(shareToasts.copyFailed.title, { description: shareToasts.copyFailed.description });
    }
  };

  const share = async () => {
    const payload = { title, text: text ?? title, url: currentUrl() };
    if (typeof navigator.share !== 'function' || (navigator.canShare && !navigator.canShare(payload))) {
      await copyUrl({ silent: true });
      toast.info(shareToasts.shareUnsupported.title, {
        description: shareToasts.shareUnsupported.description,
      });
      return;
    }
    try {
      await navigator.share(payload);
      toast.success(shareToasts.shared.title, { description: shareToasts.shared.description });
    } catch (error) {
      if (isShareCancel(error)) return;
      await copyUrl({ silent: true });
      toast.error(shareToasts.shareFailed.title, { description: shareToasts.shareFailed.description });
    }
  };

  const print = (asPdf: boolean) => {
    toast.info(shareToasts.printOpened.title);
    // The browser offers document.title as the PDF's file name.
    const previousTitle = document.title;
    if (asPdf) document.title = downloadFileName(title, 'pdf').replace(/\.pdf$/, '');
    setTimeout(() => {
      window.print();
      document.title = previousTitle;
    }, 50);
  };

  const pageContent = () => {
    const main = document.querySelector('main');
    const all = main?.innerText ?? document.body.innerText;
    const own = panel.current?.innerText ?? '';
    return own ? all.replace(own, '') : all;
  };

  const saveText = () => {
    saveFile(
      downloadFileName(title, 'txt'),
      pageTextFile({ title, url: currentUrl(), content: pageContent() }),
      'text/plain;charset=utf-8',
    );
    toast.success(shareToasts.fileSaved.title);
  };

  const saveData = () => {
    saveFile(
      downloadFileName(title, 'json'),
      pageDataFile({ title, url: currentUrl(), data }),
      'application/json',
    );
    toast.success(shareToasts.dataSaved.title);
  };

  const shareInput = { title, url, text };
  const copiedIcon = (target: CopyTarget, Icon: typeof CopyIcon) =>
    copied === target ? (
      <CheckIcon aria-hidden="true" className="text-success" />
    ) : (
      <Icon aria-hidden="true" />
    );
  const tool = 'w-full justify-start';

  return (
    <div data-testid="share-tools" className={cn('print-hidden mx-auto max-w-7xl px-4 pt-6', className)}>
      <section
        ref={panel}
        aria-labelledby={headingId}
        className="border-brand/60 bg-accent/40 rounded-xl border border-dashed p-4 sm:p-5"
      >
        <h2 id={headingId} className="text-base font-bold">
          Share &amp; Save Tools
        </h2>
        <p className="text-muted-foreground text-sm">
          Admin only. Share this page, save a copy or copy its content.
        </p>

        <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          <Button type="button" variant="outline" className={tool} onClick={() => void copyUrl()}>
            {copiedIcon('url', LinkIcon)}
            {copied === 'url' ? 'Copied' : 'Copy URL'}
          </Button>
          <Button type="button" variant="outline" className={tool} onClick={() => void share()}>
            <Share2Icon aria-hidden="true" />
            Share
          </Button>
          <a className={cn(buttonVariants({ variant: 'outline' }), tool)} href={mailtoShareUrl(shareInput)}>
            <MailIcon aria-hidden="true" />
            Email
          </a>
          <a className={cn(buttonVariants({ variant: 'outline' }), tool)} href={smsShareUrl(shareInput)}>
            <MessageSquareIcon aria-hidden="true" />
            SMS
          </a>
          <Button type="button" variant="outline" className={tool} onClick={() => print(false)}>
            <PrinterIcon aria-hidden="true" />
            Print
          </Button>
          <Button type="button" variant="outline" className={tool} onClick={saveText}>
            <FileTextIcon aria-hidden="true" />
            Save as Text
          </Button>
          <Button type="button" variant="outline" className={tool} onClick={() => print(true)}>
            <FileDownIcon aria-hidden="true" />
            Save as PDF
          </Button>
          {data !== undefined ? (
            <Button type="button" variant="outline" className={tool} onClick={saveData}>
              <FileJsonIcon aria-hidden="true" />
              Save Data (JSON)
            </Button>
          ) : null}
          <Button
            type="button"
            variant="outline"
            className={tool}
            onClick={() => void copyContent(pageContent(), 'page')}
          >
            {copiedIcon('page', ClipboardCopyIcon)}
            {copied === 'page' ? 'Copied' : 'Copy Page Content'}
          </Button>
          <Button type="button" variant="outline" className={tool} onClick={() => window.location.reload()}>
            <RefreshCwIcon aria-hidden="true" />
            Refresh
          </Button>
        </div>

        <div className="mt-4 space-y-2">
          <Label htmlFor={textId}>Custom text</Label>
          <Textarea
            id={textId}
            value={customText}
            onChange={(event) => setCustomText(event.target.value)}
            rows={3}
            placeholder={shareText({ title, url })}
          />
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              void copyContent(
                customText.trim() ? customText : shareText({ title, url: currentUrl(), text }),
                'custom',
              )
            }
          >
            {copiedIcon('custom', CopyIcon)}
            {copied === 'custom' ? 'Copied' : 'Copy Text'}
          </Button>
        </div>
      </section>
    </div>
  );
}
