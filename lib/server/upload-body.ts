import 'server-only';

import type { NextRequest } from 'next/server';

import { siteUrl } from '@/lib/env';

/** What the routes taking a file by plain multipart form share (server actions stop at 1 MB). */

/** The body, or null once it passes the limit (the rest is left unread). */
async function readCapped(request: NextRequest, limit: number): Promise<Uint8Array | null> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The multipart form posted, read no further than `limit` bytes: 'tooLarge' when its declared length or what it
 * sends passes the limit (the answer should then close the connection), 'unreadable' when it is not a form.
 */
export async function readCappedForm(
  request: NextRequest,
  limit: number,
): Promise<FormData | 'tooLarge' | 'unreadable'> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return 'tooLarge';
  const body = await readCapped(request, limit);
  if (!body) return 'tooLarge';
  try {
    return await new Response(Buffer.from(body), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    return 'unreadable';
  }
}

export function sameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') !== 'cross-site';
  try {
    return new URL(origin).host === request.headers.get('host') || origin === new URL(siteUrl()).origin;
  } catch {
    return false;
  }
}
