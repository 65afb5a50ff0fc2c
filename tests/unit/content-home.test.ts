import { describe, expect, it } from 'vitest';
import { corporateBenefits, corporatePanel } from '@/content/corporate';
import {
  CAROUSEL_INTERVAL_MS,
  courseCategoryBrowser,
  homeHero,
  homeMetadata,
  miningCarouselImages,
} from '@/content/home';
import { findPackage } from '@/content/packages';

describe('home content', () => {
  it('titles the page for mining and civil training in Port Macquarie and Mackay', () => {
    expect(homeMetadata.title).toMatch(/mining/i);
    expect(homeMetadata.title).toMatch(/civil/i);
    expect(homeMetadata.title).toContain('Port Macquarie');
    expect(homeMetadata.title).toContain('Mackay');
  });

  it('has four mining images with alt text, auto-advancing every 5 s', () => {
    expect(miningCarouselImages.map((image) => image.src)).toEqual([
      '/images/mining-1.svg',
      '/images/mining-2.svg',
      '/images/mining-3.svg',
      '/images/mining-4.svg',
    ]);
    for (const image of miningCarouselImages) expect(image.alt.length).toBeGreaterThan(15);
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
  });

  it('books from the hero', () => {
    expect(homeHero.primaryCta.href).toBe('/booking');
  });

  it('shows the four course categories with packages that exist', () => {
    expect(courseCategoryBrowser.map((c) => c.category)).toEqual([
      'construction',
      'safety',
      'machinery',
      'mining',
    ]);
    for (const entry of courseCategoryBrowser)
      for (const id of entry.packageIds) expect(findPackage(id), id).toBeDefined();
  });
});

describe('corporate panel', () => {
  it('lists the six spec benefits in order', () => {
    expect(corporateBenefits.map((b) => b.title)).toEqual([
      'Bulk discounts',
      'Dedicated account manager',
      'Customised training',
      'Flexible scheduling',
      'Reporting',
      'Priority booking',
    ]);
  });

  it('sends REGISTER NOW to a corporate enquiry', () => {
    expect(corporatePanel.cta.label).toBe('REGISTER NOW');
    expect(corporatePanel.cta.href).toMatch(/^\/contact\?/);
  });

  it('offers the employer account itself beside it', () => {
    expect(corporatePanel.account.href).toBe('/employers/register');
  });
});
