'use client';

import { Copy, ExternalLink, FileText, Printer, Share2 } from 'lucide-react';
import { useEffect } from 'react';

import { useAuth } from '@/components/auth/session-provider';
import { Button } from '@/components/ui/button';
import { lazyToast, preloadToasts } from '@/lib/client/lazy-toast';

import { downloadFile } from './download-file';

async function copyPageUrl() {
  try {
    await navigator.clipboard.writeText(window.location.href);
    lazyToast('success', 'URL Copied!', { description: 'Page URL copied to clipboard' });
  } catch {
    lazyToast('error', 'Copy failed', { description: 'Please copy URL manually' });
  }
}

async function sharePage(title: string) {
  if (typeof navigator.share !== 'function') {
    await copyPageUrl();
    return;
  }
  try {
    await navigator.share({ title, url: window.location.href });
    lazyToast('success', 'Shared!', { description: 'Page shared successfully' });
  } catch (error) {
    // The user closed the share sheet: nothing to report.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    await copyPageUrl();
  }
}

function printPage() {
  lazyToast('message', 'Print Ready', { description: 'Print dialog opened' });
  // Let the toast render before the dialog blocks the page.
  window.setTimeout(() => window.print(), 100);
}

function saveAsText(fileBaseName: string) {
  const main = document.getElementById('main');
  const text = [document.title, window.location.href, '', (main ?? document.body).innerText].join('\n');
  downloadFile(`${fileBaseName}.txt`, text, 'text/plain;charset=utf-8');
  lazyToast('success', 'Page Saved!', { description: 'Content saved as text file' });
}

function openInNewTab() {
  window.open(window.location.href, '_blank', 'noopener');
  lazyToast('message', 'Opened in New Tab');
}

/**
 * The training-materials page's simple admin tool set (spec 001 section 2). Renders nothing unless the
 * signed-in user is an admin; it only offers browser actions, so hiding it is not a security boundary.
 */
export function PageTools({ title, fileBaseName }: { title: string; fileBaseName: string }) {
  const { role } = useAuth();
  const isAdmin = role === 'admin';
  // Visitors never download sonner here; for admins it arrives with the tools, so every toast shows at once.
  useEffect(() => {
    if (isAdmin) preloadToasts();
  }, [isAdmin]);
  if (!isAdmin) return null;

  return (
    <section
      aria-labelledby="page-tools-heading"
      className="print-hidden bg-muted/50 rounded-lg border border-dashed p-3"
    >
      <h2 id="page-tools-heading" className="text-muted-foreground mb-2 text-sm font-semibold">
        Admin tools
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copyPageUrl()}>
          <Copy aria-hidden />
          Copy URL
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => void sharePage(title)}>
          <Share2 aria-hidden />
          Share
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={printPage}>
          <Printer aria-hidden />
          Print
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => saveAsText(fileBaseName)}>
          <FileText aria-hidden />
          Save as text
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={openInNewTab}>
          <ExternalLink aria-hidden />
          New Tab
        </Button>
      </div>
    </section>
  );
}
