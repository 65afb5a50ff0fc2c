import { coordinatorList, type Coordinator } from '@/content/contacts';
import { courses } from '@/content/courses';
import { locations } from '@/content/locations';
import { pricingPackages } from '@/content/packages';
import { rtoNotice, site } from '@/content/site';
import { specials } from '@/content/specials';
import { BUSINESS_CARD_MM } from '@/content/marketing-assets';
import { escapeHtml } from '@/lib/rules/escape-html';
import { formatAud, websiteLabel } from '@/lib/rules/format';
import { A4, createPdf, mm, type PdfDocument, type PdfPage } from './pdf';
import type { PriceBook } from '@/lib/rules/price-book';

/** The printable marketing files, made from the content modules and the current prices (with overrides). */

const NAVY = '#0b2545';
const ORANGE = '#c2410c';
const YELLOW = '#facc15';
const INK = '#0f172a';
const GREY = '#475569';
const LIGHT = '#f1f5f9';

/** Course ids shown in the brochure and e-mail, in this order. */
const FEATURED_COURSE_IDS = [
  'nsw-whitecard',
  'first-aid',
  'cpr',
  'working-heights',
  'confined-spaces',
  'mobile-plant',
  'mining-safety',
];

export type MarketingPrices = {
  courses: { name: string; duration: string; price: number }[];
  packages: { name: string; price: number; originalPrice: number }[];
  specials: {
    title: string;
    area: string;
    price: number;
    originalPrice: number;
    description: string;
    features: readonly string[];
  }[];
};

/** The figures every promotional file shows, from the price book. */
export function marketingPrices(book: PriceBook): MarketingPrices {
  return {
    courses: FEATURED_COURSE_IDS.flatMap((id) => {
      const course = courses.find((candidate) => candidate.id === id);
      return course
        ? [{ name: course.name, duration: course.duration, price: book.coursePrice(course) }]
        : [];
    }),
    packages: pricingPackages.map((pkg) => ({
      name: pkg.name,
      price: book.packagePrice(pkg.id),
      originalPrice: pkg.originalPrice,
    })),
    specials: specials.map((special) => ({
      title: special.title,
      area: special.area,
      price: book.packagePrice(special.packageId),
      originalPrice: special.originalPrice,
      description: special.description,
      features: special.features,
    })),
  };
}

/** 90 x 55 mm business card, one page: navy band with the name and role, contact lines below. */
export async function businessCardPdf(coordinator: Coordinator, website: string): Promise<Uint8Array> {
  const doc = await createPdf({
    title: `${coordinator.name} – ${site.name}`,
    author: site.name,
    subject: 'Business card',
  });
  const width = mm(BUSINESS_CARD_MM.width);
  const height = mm(BUSINESS_CARD_MM.height);
  const page = doc.addPage([width, height]);
  const pad = mm(5);
  page.rect(0, 0, width, height, { fill: '#ffffff' });
  page.rect(0, 0, width, mm(24), { fill: NAVY });
  page.rect(0, mm(24), width, mm(1.2), { fill: YELLOW });
  page.text(site.name.toUpperCase(), pad, mm(7.5), { size: 6.5, font: 'bold', color: YELLOW });
  page.text(coordinator.name, pad, mm(15), { size: 12, font: 'bold', color: '#ffffff', tag: 'H1' });
  page.text(coordinator.role, pad, mm(20.5), { size: 7, color: '#e2e8f0' });
  const lines: [string, string][] = [
    ['Phone', coordinator.phone],
    ['Email', coordinator.email],
    ['Web', websiteLabel(website)],
  ];
  lines.forEach(([label, value], index) => {
    const y = mm(33 + index * 5.5);
    page.text(label, pad, y, { size: 6.5, font: 'bold', color: ORANGE });
    page.text(value, pad + mm(12), y, { size: 8, color: INK });
  });
  page.text(site.tagline, pad, height - mm(4), { size: 5.5, color: GREY });
  page.rect(width - mm(4), mm(25.2), mm(4), height - mm(25.2), { fill: ORANGE });
  return doc.save();
}

function a4(doc: PdfDocument): PdfPage {
  return doc.addPage(A4.portrait);
}

function header(page: PdfPage, title: string, subtitle: string) {
  page.rect(0, 0, page.width, mm(42), { fill: NAVY });
  page.rect(0, mm(42), page.width, mm(2), { fill: YELLOW });
  page.text(site.name.toUpperCase(), mm(15), mm(13), { size: 10, font: 'bold', color: YELLOW });
  page.text(title, mm(15), mm(26), { size: 24, font: 'bold', color: '#ffffff', tag: 'H1' });
  page.text(subtitle, mm(15), mm(35), { size: 11, color: '#e2e8f0' });
}

function footer(page: PdfPage, website: string) {
  const top = page.height - mm(30);
  page.rect(0, top, page.width, mm(30), { fill: LIGHT });
  coordinatorList.forEach((coordinator, index) => {
    const x = mm(15 + index * 92);
    page.text(`${coordinator.state} · ${coordinator.name}`, x, top + mm(8), {
      size: 9.5,
      font: 'bold',
      color: NAVY,
    });
    page.text(`${coordinator.phone} · ${coordinator.email}`, x, top + mm(13.5), { size: 8.5, color: INK });
  });
  page.paragraph(
    `${websiteLabel(website)} · ${site.priceNote} ${rtoNotice()}`,
    mm(15),
    top + mm(20),
    page.width - mm(30),
    {
      size: 7,
      color: GREY,
    },
  );
}

function priceRow(page: PdfPage, y: number, name: string, detail: string, price: string) {
  page.text(name, mm(15), y, { size: 10.5, font: 'bold', color: INK });
  if (detail) page.text(detail, mm(15), y + mm(4.8), { size: 8.5, color: GREY });
  page.text(price, page.width - mm(15), y, { size: 11, font: 'bold', color: ORANGE, align: 'right' });
  page.line(
    mm(15),
    y + mm(detail ? 7.5 : 3.5),
    page.width - mm(15),
    y + mm(detail ? 7.5 : 3.5),
    '#cbd5e1',
    0.5,
  );
}

/** Two A4 pages: courses and locations, then packages and specials. */
export async function brochurePdf(prices: MarketingPrices, website: string): Promise<Uint8Array> {
  const doc = await createPdf({
    title: `${site.name} – Course Brochure`,
    author: site.name,
    subject: site.tagline,
  });

  const first = a4(doc);
  header(first, 'Course Brochure', site.tagline);
  let y = first.paragraph(site.description, mm(15), mm(56), first.width - mm(30), {
    size: 10.5,
    color: INK,
    lineHeight: 15,
  });
  y += mm(6);
  first.text('Popular courses', mm(15), y, { size: 15, font: 'bold', color: NAVY, tag: 'H2' });
  y += mm(10);
  for (const course of prices.courses) {
    priceRow(first, y, course.name, course.duration, formatAud(course.price));
    y += mm(12);
  }
  y += mm(4);
  first.text('Where we train', mm(15), y, { size: 15, font: 'bold', color: NAVY, tag: 'H2' });
  y += mm(8);
  first.paragraph(locations.map((location) => location.label).join(' · '), mm(15), y, first.width - mm(30), {
    size: 10.5,
    color: INK,
  });
  footer(first, website);

  const second = a4(doc);
  header(second, 'Training Packages', 'Bundle your tickets and save');
  y = mm(58);
  for (const pkg of prices.packages) {
    priceRow(second, y, pkg.name, `Was ${formatAud(pkg.originalPrice)}`, formatAud(pkg.price));
    y += mm(12);
  }
  y += mm(4);
  second.text('Special offers', mm(15), y, { size: 15, font: 'bold', color: NAVY, tag: 'H2' });
  y += mm(9);
  for (const special of prices.specials) {
    priceRow(
      second,
      y,
      special.title,
      `${special.area} · was ${formatAud(special.originalPrice)}`,
      formatAud(special.price),
    );
    y += mm(12);
  }
  footer(second, website);
  return doc.save();
}

/** One A4 page of special offers with a big price each. */
export async function flyerPdf(prices: MarketingPrices, website: string): Promise<Uint8Array> {
  const doc = await createPdf({
    title: `${site.name} – Special Offers`,
    author: site.name,
    subject: 'Special offers flyer',
  });
  const page = a4(doc);
  header(page, 'Special Offers', 'Nationally recognised training in NSW and QLD');
  let y = mm(56);
  for (const special of prices.specials) {
    const boxHeight = mm(72);
    page.rect(mm(15), y, page.width - mm(30), boxHeight, { fill: '#ffffff', stroke: NAVY, lineWidth: 1.5 });
    page.rect(mm(15), y, mm(4), boxHeight, { fill: ORANGE });
    page.text(special.title, mm(24), y + mm(11), { size: 17, font: 'bold', color: NAVY, tag: 'H2' });
    page.text(special.area, mm(24), y + mm(18), { size: 10, color: GREY });
    page.text(formatAud(special.price), page.width - mm(22), y + mm(14), {
      size: 30,
      font: 'bold',
      color: ORANGE,
      align: 'right',
    });
    page.text(
      `was ${formatAud(special.originalPrice)} · save ${formatAud(special.originalPrice - special.price)}`,
      page.width - mm(22),
      y + mm(21),
      {
        size: 10,
        color: GREY,
        align: 'right',
      },
    );
    let line = page.paragraph(special.description, mm(24), y + mm(31), page.width - mm(48), {
      size: 10.5,
      color: INK,
    });
    for (const feature of special.features) {
      page.text(`\u2022 ${feature}`, mm(26), line + mm(1.5), { size: 10, color: INK });
      line += mm(5.5);
    }
    y += boxHeight + mm(8);
  }
  page.text('Book now: call your regional coordinator', mm(15), y + mm(4), {
    size: 13,
    font: 'bold',
    color: ORANGE,
  });
  footer(page, website);
  return doc.save();
}

/** A table-based, inline-styled newsletter e-mail; {{first_name}} and {{unsubscribe_url}} are for the mail tool. */
export function emailTemplateHtml(prices: MarketingPrices, origin: string): string {
  const cell =
    'padding:12px 16px;border-bottom:1px solid #cbd5e1;font-family:Inter,Helvetica,Arial,sans-serif;';
  const specialsRows = prices.specials
    .map(
      (special) =>
        `<tr><td style="${cell}"><strong style="color:${NAVY};font-size:16px;">${escapeHtml(special.title)}</strong><br><span style="color:${GREY};font-size:13px;">${escapeHtml(special.area)} · ${escapeHtml(special.description)}</span></td><td style="${cell}text-align:right;white-space:nowrap;"><strong style="color:${ORANGE};font-size:20px;">${formatAud(special.price)}</strong><br><s style="color:${GREY};font-size:13px;">${formatAud(special.originalPrice)}</s></td></tr>`,
    )
    .join('\n');
  const packageRows = prices.packages
    .map(
      (pkg) =>
        `<tr><td style="${cell}color:${INK};font-size:14px;">${escapeHtml(pkg.name)}</td><td style="${cell}text-align:right;white-space:nowrap;color:${INK};font-size:14px;"><strong>${formatAud(pkg.price)}</strong> <s style="color:${GREY};">${formatAud(pkg.originalPrice)}</s></td></tr>`,
    )
    .join('\n');
  const contacts = coordinatorList
    .map(
      (c) =>
        `${escapeHtml(c.state)}: ${escapeHtml(c.name)}, ${escapeHtml(c.phone)}, <a href="mailto:${escapeHtml(c.email)}" style="color:${ORANGE};">${escapeHtml(c.email)}</a>`,
    )
    .join('<br>');
  return `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(site.name)} – Special Offers</title>
</head>
<body style="margin:0;padding:0;background:${LIGHT};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${LIGHT};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:${NAVY};padding:24px 16px;font-family:Inter,Helvetica,Arial,sans-serif;">
<div style="color:${YELLOW};font-size:12px;font-weight:700;letter-spacing:2px;">${escapeHtml(site.name.toUpperCase())}</div>
<h1 style="margin:8px 0 0;color:#ffffff;font-size:26px;">Special offers this month</h1>
</td></tr>
<tr><td style="padding:20px 16px 8px;font-family:Inter,Helvetica,Arial,sans-serif;color:${INK};font-size:15px;line-height:1.5;">Hi {{first_name}},<br><br>${escapeHtml(site.description)}</td></tr>
<tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${specialsRows}</table></td></tr>
<tr><td style="padding:20px 16px 4px;font-family:Inter,Helvetica,Arial,sans-serif;"><h2 style="margin:0;color:${NAVY};font-size:18px;">Training packages</h2></td></tr>
<tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${packageRows}</table></td></tr>
<tr><td align="center" style="padding:24px 16px;"><a href="${escapeHtml(origin)}/booking" style="display:inline-block;background:${ORANGE};color:#ffffff;font-family:Inter,Helvetica,Arial,sans-serif;font-weight:700;font-size:16px;text-decoration:none;padding:14px 28px;border-radius:6px;">BOOK NOW</a></td></tr>
<tr><td style="padding:16px;background:${LIGHT};font-family:Inter,Helvetica,Arial,sans-serif;color:${GREY};font-size:12px;line-height:1.6;">${contacts}<br>${escapeHtml(site.priceNote)} ${escapeHtml(rtoNotice())}<br><a href="{{unsubscribe_url}}" style="color:${GREY};">Unsubscribe</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The white-wordmark logo for dark backgrounds, from the primary logo's SVG. */
export function reversedLogoSvg(logoSvg: string): string {
  return logoSvg
    .replace('viewBox="0 0 260 64"', 'viewBox="-8 -8 276 80"')
    .replace('<clipPath', `<rect x="-8" y="-8" width="276" height="80" fill="${NAVY}"/>\n  <clipPath`)
    .replace(/(<text[^>]*fill=")#0b2545(")/, '$1#ffffff$2')
    .replace(/(<text[^>]*fill=")#c2410c(")/, `$1${YELLOW}$2`);
}
