import { describe, expect, it } from 'vitest';

import { coordinators } from '@/content/contacts';
import { site } from '@/content/site';
import { buildVCard, escapeVCardText, internationalAuPhone, vCardFileName } from '@/lib/files/vcard';

describe('vCard', () => {
  const nsw = coordinators.NSW;
  const card = buildVCard({
    ...nsw,
    website: 'https://training.ridgeline.test',
    organisation: site.name,
    region: nsw.state,
  });

  it('is a vCard 3.0 with CRLF line ends', () => {
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
    expect(card.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('carries the coordinator name, role, phone, e-mail and website', () => {
    const unfolded = card.replace(/\r\n /g, '');
    expect(unfolded).toContain('N:Mitchell;Sarah;;;\r\n');
    expect(unfolded).toContain(`FN:${nsw.name}\r\n`);
    expect(unfolded).toContain(`TITLE:${nsw.role}\r\n`);
    expect(unfolded).toContain(`ORG:${site.name}\r\n`);
    expect(unfolded).toContain('TEL;TYPE=WORK,VOICE:+61491570156\r\n');
    expect(unfolded).toContain(`EMAIL;TYPE=INTERNET,WORK:${nsw.email}\r\n`);
    expect(unfolded).toContain('URL:https://training.ridgeline.test\r\n');
    expect(unfolded).toContain('ADR;TYPE=WORK:;;;;NSW;;Australia\r\n');
  });

  it('escapes special characters', () => {
    expect(escapeVCardText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('writes phone numbers in international form and names files after the person', () => {
    expect(internationalAuPhone('0491 570 157')).toBe('+61491570157');
    expect(internationalAuPhone('+61 491 570 157')).toBe('+61491570157');
    expect(vCardFileName('Sarah Mitchell')).toBe('sarah-mitchell.vcf');
  });
});
