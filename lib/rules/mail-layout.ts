import { site } from '@/content/site';
import { escapeHtml } from '@/lib/rules/escape-html';

/**
 * The provider's branded HTML e-mail, built from plain-text blocks. Every text and URL is escaped here, so text a
 * visitor typed can never become markup in a message.
 */

export type MailBlock =
  | { kind: 'text'; text: string }
  | { kind: 'fields'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { kind: 'quote'; text: string }
  | { kind: 'button'; href: string; label: string }
  | { kind: 'small'; text: string }
  | { kind: 'heading'; level: 2 | 3; text: string }
  /** A paragraph of text with inline links (campaign bodies). */
  | { kind: 'rich'; segments: readonly MailSegment[] }
  /** An absolute http(s) URL; anything else is dropped. */
  | { kind: 'image'; src: string; alt: string };

export type MailSegment = { text: string; href?: string };

/** The plain-text part of a message made of these blocks: what the HTML says, in reading order. */
export function blocksAsPlainText(blocks: readonly MailBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'fields':
          return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
        case 'button':
          return `${block.label}: ${block.href}`;
        case 'rich':
          return block.segments
            .map((segment) => (segment.href ? `${segment.text} (${segment.href})` : segment.text))
            .join('');
        case 'image':
          return block.alt;
        default:
          return block.text;
      }
    })
    .filter((text) => text !== '')
    .join('\n\n');
}

function paragraphs(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** Only web and mail links survive; anything else (javascript:, data:) becomes '#'. */
export function safeHref(href: string): string {
  return /^(https?:|mailto:|tel:)/i.test(href.trim()) ? escapeHtml(href.trim()) : '#';
}

const NAVY = '#0b2545';
const ORANGE = '#c2410c';
const MUTED = '#475569';

function renderSegments(segments: readonly MailSegment[], linkColour = ORANGE): string {
  return segments
    .map((segment) =>
      segment.href === undefined
        ? paragraphs(segment.text)
        : `<a href="${safeHref(segment.href)}" style="color:${linkColour}">${paragraphs(segment.text)}</a>`,
    )
    .join('');
}

function renderBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return block.level === 2
        ? `<h2 style="margin:0 0 12px;font-size:18px;color:${NAVY}">${escapeHtml(block.text)}</h2>`
        : `<h3 style="margin:0 0 10px;font-size:16px;color:${NAVY}">${escapeHtml(block.text)}</h3>`;
    case 'rich':
      return `<p style="margin:0 0 16px;line-height:1.5">${renderSegments(block.segments)}</p>`;
    case 'image':
      return /^https?:\/\//i.test(block.src.trim())
        ? `<p style="margin:0 0 16px"><img src="${escapeHtml(block.src.trim())}" alt="${escapeHtml(block.alt)}" width="552" style="display:block;width:100%;max-width:552px;height:auto;border:0"></p>`
        : '';
    case 'text':
      return `<p style="margin:0 0 16px;line-height:1.5">${paragraphs(block.text)}</p>`;
    case 'small':
      return `<p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:${MUTED}">${paragraphs(block.text)}</p>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${ORANGE};background:#fff7ed;line-height:1.5">${paragraphs(block.text)}</blockquote>`;
    case 'button':
      return `<p style="margin:0 0 16px"><a href="${safeHref(block.href)}" style="display:inline-block;padding:10px 18px;background:${ORANGE};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(block.label)}</a></p>`;
    case 'fields':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;width:100%">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:${MUTED};font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;line-height:1.5">${paragraphs(value)}</td></tr>`,
        )
        .join('')}</table>`;
  }
}

/** A complete HTML document: brand header, the blocks, and a footer naming the provider. */
export function brandedHtml(input: {
  title: string;
  blocks: readonly MailBlock[];
  footer?: string;
  /** Lines with links under the footer text (a campaign's unsubscribe link and the sender's address). */
  footerLines?: readonly (readonly MailSegment[])[];
  /** The inbox preview line: hidden text placed first in the body. */
  preheader?: string;
}): string {
  const footer = input.footer ?? `${site.name} · ${site.tagline}`;
  const footerLines = (input.footerLines ?? []).map((line) => `<br>${renderSegments(line, MUTED)}`).join('');
  return [
    '<!doctype html>',
    '<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(input.title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">`,
    input.preheader
      ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(input.preheader)}</div>`
      : '',
    '<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border-radius:8px;overflow:hidden">',
    `<tr><td style="background:${NAVY};color:#ffffff;padding:18px 24px;font-size:18px;font-weight:700;border-bottom:4px solid ${ORANGE}">${escapeHtml(site.name)}</td></tr>`,
    `<tr><td style="padding:24px"><h1 style="margin:0 0 16px;font-size:20px;color:${NAVY}">${escapeHtml(input.title)}</h1>`,
    input.blocks.map(renderBlock).join(''),
    '</td></tr>',
    `<tr><td style="padding:16px 24px;background:#f8fafc;font-size:12px;color:${MUTED}">${paragraphs(footer)}${footerLines}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}

/** Header values must stay on one line: a visitor's text with line breaks must not add headers. */
export function oneLine(value: string, max = 200): string {
  const flat = value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
