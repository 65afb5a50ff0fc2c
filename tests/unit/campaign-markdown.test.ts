import { describe, expect, it } from 'vitest';

import { campaignPlainText, parseCampaignMarkdown, renderCampaign } from '@/lib/rules/campaign-markdown';
import { averageOpenRate, campaignProgressPercent, openRatePercent } from '@/lib/rules/campaign-status';
import { audienceFilter, audienceSchema, campaignSchema } from '@/lib/validation/campaign';

const origin = 'https://training.example.com';

describe('campaign Markdown', () => {
  it('renders headings, paragraphs, inline links, a button and one image from the site', () => {
    const { blocks, problems } = parseCampaignMarkdown(
      '# Dates\n\nLine one\nline two with [a link](/courses).\n\n[Book](https://x.example/b){button}\n\n![Crew on site](/images/crew.png)',
      origin,
    );
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, text: 'Dates' },
      {
        kind: 'rich',
        segments: [
          { text: 'Line one\nline two with ' },
          { text: 'a link', href: 'https://training.example.com/courses' },
          { text: '.' },
        ],
      },
      { kind: 'button', label: 'Book', href: 'https://x.example/b' },
      { kind: 'image', src: 'https://training.example.com/images/crew.png', alt: 'Crew on site' },
    ]);
    expect(campaignPlainText(blocks)).toBe(
      'DATES\n\nLine one\nline two with a link (https://training.example.com/courses).\n\nBook: https://x.example/b\n\n[Crew on site]',
    );
  });

  it('escapes everything: tags, attributes and quotes stay text', () => {
    const { html } = renderCampaign({
      subject: '<img src=x onerror=alert(1)>',
      preheader: '"><script>alert(1)</script>',
      body: '<script>alert(1)</script>\n\n[x" onmouseover="alert(1)](https://a.example/"onclick=")\n\n# <b>bold</b>',
      origin,
      unsubscribeUrl: 'https://training.example.com/newsletter/unsubscribe?token=a.b',
    });
    expect(html).not.toMatch(/<script|<img src=x|<b>|onmouseover="|"onclick="/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });

  it('refuses unsafe links, images from elsewhere and a second image', () => {
    expect(parseCampaignMarkdown('[x](javascript:alert(1))', origin).problems).toEqual([
      'Link "x" must start with https://, http://, mailto:, tel: or /',
    ]);
    expect(parseCampaignMarkdown('[Go](data:text/html,hi){button}', origin).problems).toHaveLength(1);
    expect(parseCampaignMarkdown('![x](https://evil.example/x.png)', origin).problems).toEqual([
      'The image must be a file from the site, e.g. /images/photo.png',
    ]);
    expect(parseCampaignMarkdown('![x](/../secret.png)', origin).problems).toHaveLength(1);
    expect(parseCampaignMarkdown('![a](/a.png)\n\n![b](/b.png)', origin).problems).toEqual([
      'Only one image is allowed',
    ]);
    expect(parseCampaignMarkdown('[x](//evil.example)', origin).problems).toHaveLength(1);
  });

  it('the schema reports the first problem on the message field', () => {
    const result = campaignSchema.safeParse({ subject: 'Hi', body: '[x](javascript:1)' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['body'] });
    expect(campaignSchema.parse({ subject: 'Hi', body: 'Hello' })).toEqual({
      subject: 'Hi',
      preheader: '',
      body: 'Hello',
    });
  });

  it('puts the sender, the postal address and the unsubscribe link in both parts', () => {
    const { html, text } = renderCampaign({
      subject: 'S',
      preheader: '',
      body: 'Hello',
      origin,
      unsubscribeUrl: 'https://u.example/x',
      openPixelUrl: 'https://p.example/o?t=1',
    });
    expect(text).toContain('PO Box 1234, Newcastle NSW 2300, Australia');
    expect(text).toContain('Unsubscribe: https://u.example/x');
    expect(html).toContain('PO Box 1234, Newcastle NSW 2300, Australia');
    expect(html).toContain('href="https://u.example/x"');
    expect(html).toMatch(/<img src="https:\/\/p\.example\/o\?t=1" width="1" height="1" alt=""/);
  });
});

describe('audiences and figures', () => {
  it('parses all, a source and a domain; refuses anything else', () => {
    expect(audienceFilter(audienceSchema.parse('all'))).toEqual({ source: null, domain: null });
    expect(audienceFilter(audienceSchema.parse('homepage'))).toEqual({ source: 'homepage', domain: null });
    expect(audienceFilter(audienceSchema.parse(' @Client.Example ')).domain).toBe('client.example');
    for (const bad of ['', '@', '@nodot', "homepage' or 1=1", '@a..b.com', 'x'.repeat(60)]) {
      expect(audienceSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('progress, open rate and the average of open rates', () => {
    expect(campaignProgressPercent({ recipients: 0, remaining: 0 })).toBe(0);
    expect(campaignProgressPercent({ recipients: 3, remaining: 1 })).toBe(66);
    expect(openRatePercent({ delivered: 0, opens: 0 })).toBe(0);
    expect(openRatePercent({ delivered: 3, opens: 1 })).toBe(33);
    expect(
      averageOpenRate([
        { delivered: 2, opens: 1 },
        { delivered: 4, opens: 0 },
        { delivered: 0, opens: 0 },
      ]),
    ).toBe(25);
  });
});
