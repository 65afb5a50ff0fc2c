import { foldLine } from './fold-line';

/** vCard 3.0 (RFC 2426) for a coordinator, so a phone can save the contact from the business card. */

export type VCardInput = {
  name: string;
  role: string;
  organisation: string;
  phone: string;
  email: string;
  website: string;
  /** e.g. 'NSW'; goes into ADR as the region. */
  region?: string;
  country?: string;
};

/** Escapes text values: backslash, comma, semicolon and newlines (RFC 2426 section 4). */
export function escapeVCardText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\r?\n/g, '\\n').replace(/,/g, '\\,').replace(/;/g, '\\;');
}

/** '0491 570 156' -> '+61491570156' (international form dials from anywhere). */
export function internationalAuPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  return `+61${digits.startsWith('0') ? digits.slice(1) : digits}`;
}

function websiteUrl(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

export function buildVCard(input: VCardInput): string {
  const nameParts = input.name.trim().split(/\s+/);
  const family = nameParts.length > 1 ? nameParts[nameParts.length - 1] : '';
  const given = nameParts.length > 1 ? nameParts.slice(0, -1).join(' ') : nameParts[0];
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeVCardText(family)};${escapeVCardText(given)};;;`,
    `FN:${escapeVCardText(input.name.trim())}`,
    `ORG:${escapeVCardText(input.organisation)}`,
    `TITLE:${escapeVCardText(input.role)}`,
    `TEL;TYPE=WORK,VOICE:${internationalAuPhone(input.phone)}`,
    `EMAIL;TYPE=INTERNET,WORK:${input.email}`,
    `URL:${websiteUrl(input.website)}`,
    ...(input.region
      ? [
          `ADR;TYPE=WORK:;;;;${escapeVCardText(input.region)};;${escapeVCardText(input.country ?? 'Australia')}`,
        ]
      : []),
    'END:VCARD',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** 'Sarah Mitchell' -> 'sarah-mitchell.vcf' */
export function vCardFileName(name: string): string {
  return `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'contact'
  }.vcf`;
}
