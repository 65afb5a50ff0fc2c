import 'server-only';

import { createHash } from 'node:crypto';

import type { MarketingPrices } from '@/lib/files/marketing-files';
import { socialPng } from '@/lib/server/marketing-images';

/**
 * The promotional social post is a 1080 x 1080 PNG that takes ~120 ms of CPU to draw. What it shows changes only
 * with the first special's title and prices (the price book), so it is drawn once per such version and kept in
 * this process; its ETag names that version, so a browser or shared cache asks again for nothing but a 304.
 */

export type SocialImage = { etag: string; png: Uint8Array };

/** Old versions are dropped beyond this many (an admin trying a few prices in a row). */
const KEEP = 4;
const images = new Map<string, Promise<SocialImage>>();

/** What the image shows that can change while the site runs: the key of its drawing. */
export function socialImageVersion(prices: MarketingPrices): string {
  const special = prices.specials[0];
  return JSON.stringify([special?.title, special?.area, special?.price, special?.originalPrice]);
}

export function socialImageEtag(prices: MarketingPrices): string {
  return `"social-${createHash('sha256').update(socialImageVersion(prices)).digest('base64url').slice(0, 22)}"`;
}

/** The drawn image for these prices; drawn at most once per version however many ask at the same moment. */
export function socialImage(prices: MarketingPrices): Promise<SocialImage> {
  const version = socialImageVersion(prices);
  let image = images.get(version);
  if (!image) {
    image = (async () => {
      const response = await socialPng(prices);
      return { etag: socialImageEtag(prices), png: new Uint8Array(await response.arrayBuffer()) };
    })();
    images.set(version, image);
    // A failed drawing is not kept: the next request tries again.
    image.catch(() => images.delete(version));
    while (images.size > KEEP) images.delete(images.keys().next().value!);
  }
  return image;
}

/** For tests: forget every drawing. */
export function clearSocialImages(): void {
  images.clear();
}
