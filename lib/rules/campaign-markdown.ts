import { site } from '@/content/site';

import { escapeHtml } from './escape-html';
import { brandedHtml, type MailBlock, type MailSegment } from './mail-layout';

/**
 * The campaign composer's small Markdown: headings (#, ##, ###), paragraphs, inline links [text](url), buttons
 * ([label](url){button} alone on a line) and at most one image from the site's public folder (![alt](/path.png)
 * alone on a line). Nothing else is markup: every other character is text and is escaped by the mail layout, so
 * a body can never inject HTML. Pure, so the browser's preview and the sent mail are the same document.
 */

export type CampaignBlock = Extract<MailBlock, { kind: 'heading' | 'rich' | 'button' | 'image' }>;

export type ParsedCampaign = { blocks: CampaignBlock[]; problems: string[] };

const BUTTON = /^\[([^\]\n]+)\]\(([^)\s]+)\)\{button\}$/;
const IMAGE = /^!\[([^\]\n]*)\]\(([^)\s]+)\)$/;
const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
/** A file under public/, named plainly: no '..', no query, an image extension. */
const PUBLIC_IMAGE =
  /^\/(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:png|jpe?g|gif|webp)$/;

export const CAMPAIGN_MARKDOWN_HELP =
  '# Heading, blank line between paragraphs, [link text](https://…), [Button text](https://…){button} on its own line, one image: ![description](/images/file.png)';

/** Absolute URL for a link target, or null when the scheme is not allowed. Site paths become absolute. */
export function campaignLink(href: string, origin: string): string | null {
  const value = href.trim();
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return `${origin.replace(/\/+$/, '')}${value}`;
  return null;
}

/** Public-folder image path (e.g. /images/hero.png), or null. Existence is checked on the server. */
export function publicImagePath(src: string): string | null {
  const value = src.trim();
  return PUBLIC_IMAGE.test(value) && !value.includes('..') ? value : null;
}

function inlineSegments(text: string, origin: string, problems: string[]): MailSegment[] {
  const segments: MailSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const index = match.index ?? 0;
    if (index > last) segments.push({ text: text.slice(last, index) });
    const href = campaignLink(match[2], origin);
    if (href) segments.push({ text: match[1], href });
    else {
      problems.push(`Link "${match[1]}" must start with https://, http://, mailto:, tel: or /`);
      segments.push({ text: match[1] });
    }
    last = index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

export function parseCampaignMarkdown(source: string, origin: string): ParsedCampaign {
  const blocks: CampaignBlock[] = [];
  const problems: string[] = [];
  let paragraph: string[] = [];
  let images = 0;

  const flush = () => {
    if (paragraph.length === 0) return;
    blocks.push({ kind: 'rich', segments: inlineSegments(paragraph.join('\n'), origin, problems) });
    paragraph = [];
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = /^(#{1,3})\s+(.+)$/.exec(line);
    const button = BUTTON.exec(line);
    const image = IMAGE.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1].length === 3 ? 3 : 2, text: heading[2].trim() });
    } else if (button) {
      flush();
      const href = campaignLink(button[2], origin);
      if (href) blocks.push({ kind: 'button', label: button[1].trim(), href });
      else problems.push(`Button "${button[1]}" must link to https://, http://, mailto:, tel: or /`);
    } else if (image) {
      flush();
      images += 1;
      const path = publicImagePath(image[2]);
      if (images > 1) problems.push('Only one image is allowed');
      else if (!path) problems.push('The image must be a file from the site, e.g. /images/photo.png');
      else blocks.push({ kind: 'image', src: `${origin.replace(/\/+$/, '')}${path}`, alt: image[1].trim() });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return { blocks, problems: [...new Set(problems)] };
}

/** The image paths a body uses, for the server's check that they exist under public/. */
export function campaignImagePaths(source: string): string[] {
  const paths: string[] = [];
  for (const raw of source.split(/\r?\n/)) {
    const image = IMAGE.exec(raw.trim());
    const path = image ? publicImagePath(image[2]) : null;
    if (path) paths.push(path);
  }
  return paths;
}

/** The plain-text part: the same content, links written out. */
export function campaignPlainText(blocks: readonly CampaignBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return block.text.toUpperCase();
        case 'rich':
          return block.segments
            .map((segment) =>
              segment.href && segment.href !== segment.text
                ? `${segment.text} (${segment.href})`
                : segment.text,
            )
            .join('');
        case 'button':
          return `${block.label}: ${block.href}`;
        case 'image':
          return block.alt ? `[${block.alt}]` : '';
      }
    })
    .filter((text) => text !== '')
    .join('\n\n');
}

export type CampaignDocument = {
  subject: string;
  preheader: string;
  body: string;
  origin: string;
  /** The recipient's personal link; the preview uses a placeholder. */
  unsubscribeUrl: string;
  /** The per-recipient open pixel; absent in previews and tests sends. */
  openPixelUrl?: string;
};

/** The whole message, HTML and text, as a campaign recipient receives it. */
export function renderCampaign(document: CampaignDocument): {
  html: string;
  text: string;
  problems: string[];
} {
  const { blocks, problems } = parseCampaignMarkdown(document.body, document.origin);
  const footerNote = `You receive this because you subscribed to ${site.name} updates.`;
  const html = brandedHtml({
    title: document.subject,
    preheader: document.preheader,
    blocks,
    footer: `${site.name} · ${site.postalAddress}`,
    footerLines: [[{ text: `${footerNote} ` }, { text: 'Unsubscribe', href: document.unsubscribeUrl }]],
  });
  const pixel = document.openPixelUrl
    ? `<img src="${escapeHtml(document.openPixelUrl)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`
    : '';
  const text = [
    document.subject,
    '',
    campaignPlainText(blocks),
    '',
    '--',
    `${site.name}, ${site.postalAddress}`,
    `${footerNote} Unsubscribe: ${document.unsubscribeUrl}`,
  ].join('\n');
  return { html: pixel ? html.replace('</body>', `${pixel}</body>`) : html, text, problems };
}
