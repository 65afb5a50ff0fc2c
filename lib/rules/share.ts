/** Pure helpers behind the Share & Save Tools panel: share texts, mailto/sms links and download file names. */

export type ShareInput = { title: string; url: string; text?: string };

/** How long a copy button shows its copied state (spec 001 section 9). */
export const COPIED_STATE_MS = 2000;

/** The panel's toasts, word for word (spec 001 section 8, panel variant). */
export const shareToasts = {
  urlCopied: { title: 'URL Copied!' },
  copied: { title: 'Copied!', description: 'Content copied to clipboard' },
  copyFailed: { title: 'Copy failed', description: 'Please copy manually' },
  shared: { title: 'Shared!', description: 'Content shared successfully' },
  shareFailed: { title: 'Share failed', description: 'Please use manual sharing options' },
  shareUnsupported: {
    title: 'Share not supported',
    description: 'Please use the manual sharing options below',
  },
  fileSaved: { title: 'File saved!' },
  dataSaved: { title: 'Data saved!' },
  printOpened: { title: 'Print dialog opened' },
} as const;

/** 'Title\n\ntext\n\nurl' with the empty parts left out. */
export function shareText({ title, url, text }: ShareInput): string {
  return [title.trim(), text?.trim(), url.trim()].filter(Boolean).join('\n\n');
}

/** mailto: with the title as subject and the share text as body, encoded for every mail client. */
export function mailtoShareUrl(input: ShareInput): string {
  const subject = encodeURIComponent(input.title.trim());
  const body = encodeURIComponent(shareText({ ...input, title: '' }));
  return `mailto:?subject=${subject}&body=${body}`;
}

/** sms: with the body in the query; `?&body=` is the form both iOS and Android accept. */
export function smsShareUrl(input: ShareInput): string {
  return `sms:?&body=${encodeURIComponent(shareText(input))}`;
}

/** 'Courses & Prices | Ridgeline' -> 'courses-prices-ridgeline'; never empty. */
export function slugForFile(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'page';
}

/** Download name with the date, e.g. 'courses-prices-2026-03-04.txt'. */
export function downloadFileName(
  title: string,
  extension: 'txt' | 'json' | 'pdf' | 'png' | 'vcf' | 'html' | 'svg',
  date = new Date(),
): string {
  const day = [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');
  return `${slugForFile(title)}-${day}.${extension}`;
}

/** The text file 'Save as text' writes: title, address, date and the page's readable content. */
export function pageTextFile(input: { title: string; url: string; content: string; savedAt?: Date }): string {
  const savedAt = (input.savedAt ?? new Date()).toISOString();
  const content = input.content
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
  return `${input.title}\n${input.url}\nSaved ${savedAt}\n\n${content}\n`;
}

/** Pretty JSON with the page it came from. */
export function pageDataFile(input: { title: string; url: string; data: unknown; savedAt?: Date }): string {
  return `${JSON.stringify({ title: input.title, url: input.url, savedAt: (input.savedAt ?? new Date()).toISOString(), data: input.data }, null, 2)}\n`;
}

/** A cancelled share sheet rejects with AbortError: not a failure, nothing to report. */
export function isShareCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
