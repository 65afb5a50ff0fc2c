import { expect, type Page } from '@playwright/test';

export type JsonLd = Record<string, unknown>;

/** Every JSON-LD block on the page, parsed, in document order. */
export async function jsonLdBlocks(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

/** The JSON-LD block rendered as `<script id="jsonld-{id}">`, parsed. */
export async function jsonLdById(page: Page, id: string): Promise<JsonLd> {
  const text = await page.locator(`script#jsonld-${id}`).textContent();
  expect(text, `JSON-LD ${id}`).toBeTruthy();
  return JSON.parse(text ?? '') as JsonLd;
}
