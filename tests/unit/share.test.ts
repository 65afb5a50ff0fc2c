import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { brandColours } from '@/content/brand';
import {
  COPIED_STATE_MS,
  downloadFileName,
  isShareCancel,
  mailtoShareUrl,
  pageDataFile,
  pageTextFile,
  shareText,
  shareToasts,
  slugForFile,
  smsShareUrl,
} from '@/lib/rules/share';

const input = { title: 'Courses & Prices', url: 'https://example.com/courses?x=1', text: 'White card $149' };

describe('share helpers', () => {
  it('keeps the copied state for 2000 ms and the spec toast words', () => {
    expect(COPIED_STATE_MS).toBe(2000);
    expect(shareToasts.copied).toEqual({ title: 'Copied!', description: 'Content copied to clipboard' });
    expect(shareToasts.copyFailed).toEqual({ title: 'Copy failed', description: 'Please copy manually' });
    expect(shareToasts.shared).toEqual({ title: 'Shared!', description: 'Content shared successfully' });
    expect(shareToasts.shareFailed).toEqual({
      title: 'Share failed',
      description: 'Please use manual sharing options',
    });
    expect(shareToasts.shareUnsupported).toEqual({
      title: 'Share not supported',
      description: 'Please use the manual sharing options below',
    });
    expect(shareToasts.fileSaved.title).toBe('File saved!');
    expect(shareToasts.dataSaved.title).toBe('Data saved!');
    expect(shareToasts.printOpened.title).toBe('Print dialog opened');
    expect(shareToasts.urlCopied.title).toBe('URL Copied!');
  });

  it('builds the share text from title, text and URL, leaving out empty parts', () => {
    expect(shareText(input)).toBe('Courses & Prices\n\nWhite card $149\n\nhttps://example.com/courses?x=1');
    expect(shareText({ title: 'Packages', url: 'https://example.com/packages', text: '  ' })).toBe(
      'Packages\n\nhttps://example.com/packages',
    );
  });

  it('encodes mailto and sms links so & ? and spaces survive', () => {
    const mailto = mailtoShareUrl(input);
    expect(mailto.startsWith('mailto:?subject=Courses%20%26%20Prices&body=')).toBe(true);
    const body = new URLSearchParams(mailto.slice('mailto:?'.length)).get('body');
    expect(body).toBe('White card $149\n\nhttps://example.com/courses?x=1');
    const sms = smsShareUrl(input);
    expect(sms.startsWith('sms:?&body=')).toBe(true);
    expect(decodeURIComponent(sms.slice('sms:?&body='.length))).toBe(shareText(input));
  });

  it('makes safe, dated file names', () => {
    expect(slugForFile('Courses & Prices | Ridgeline')).toBe('courses-prices-ridgeline');
    expect(slugForFile('***')).toBe('page');
    expect(slugForFile('Café Über')).toBe('cafe-uber');
    expect(downloadFileName('Packages', 'txt', new Date(2026, 2, 4))).toBe('packages-2026-03-04.txt');
    expect(downloadFileName('x'.repeat(100), 'json', new Date(2026, 0, 1))).toBe(
      `${'x'.repeat(60)}-2026-01-01.json`,
    );
  });

  it('writes text and JSON files with the page title and address', () => {
    const savedAt = new Date('2026-01-02T03:04:05Z');
    const textFile = pageTextFile({
      title: 'Packages',
      url: 'https://example.com/packages',
      content: 'A   b\n\n\n\nC',
      savedAt,
    });
    expect(textFile).toBe(
      'Packages\nhttps://example.com/packages\nSaved 2026-01-02T03:04:05.000Z\n\nA b\n\nC\n',
    );
    const json = JSON.parse(
      pageDataFile({ title: 'Packages', url: 'https://example.com/packages', data: { a: 1 }, savedAt }),
    );
    expect(json).toEqual({
      title: 'Packages',
      url: 'https://example.com/packages',
      savedAt: '2026-01-02T03:04:05.000Z',
      data: { a: 1 },
    });
  });

  it('treats only AbortError as a cancelled share', () => {
    expect(isShareCancel(new DOMException('cancelled', 'AbortError'))).toBe(true);
    expect(isShareCancel(new DOMException('denied', 'NotAllowedError'))).toBe(false);
    expect(isShareCancel(null)).toBe(false);
  });
});

describe('brand colours', () => {
  it('match the colour tokens in app/globals.css', () => {
    const css = readFileSync('app/globals.css', 'utf8');
    for (const colour of brandColours) {
      const match = css.match(new RegExp(`\\s${colour.token}:\\s*(#[0-9a-fA-F]{6})`));
      expect(match?.[1].toLowerCase(), colour.token).toBe(colour.hex);
    }
  });
});
