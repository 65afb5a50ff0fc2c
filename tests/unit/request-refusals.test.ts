import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

import { decodedPathSegments, refuseBadRequest } from '@/lib/edge/bad-requests';

/** Requests that could only fail get a 4xx from the proxy, never Next's 500. */

describe('the proxy refuses what Next cannot read', () => {
  const ACTION = '7f339dd94520b7542dce92752313ff7332326808b0';
  const post = (path: string, body: string, headers: Record<string, string>) =>
    refuseBadRequest(
      new NextRequest(new URL(path, 'http://localhost:3000'), { method: 'POST', body, headers }),
    );

  it('answers a malformed percent-escape in the path with 400', async () => {
    for (const path of ['/courses/%E0%A4%A', '/%E0%A4%A', '/calendar/%zz', '/api/calendar/%E0.ics']) {
      const refused = await refuseBadRequest(new NextRequest(new URL(path, 'http://localhost:3000')));
      expect([path, refused?.status]).toEqual([path, 400]);
    }
    expect(decodedPathSegments('/courses/caf%C3%A9')).toEqual(['courses', 'café']);
    expect(
      await refuseBadRequest(new NextRequest(new URL('/courses/caf%C3%A9', 'http://localhost:3000'))),
    ).toBeNull();
  });

  it('answers a server action whose body is not its arguments, or broken form data, with 400', async () => {
    const cases: Array<[string, string, Record<string, string>]> = [
      ['/marketing', 'not json{', { 'next-action': ACTION, 'content-type': 'text/plain;charset=UTF-8' }],
      ['/marketing', 'x', { 'next-action': ACTION, 'content-type': 'multipart/form-data' }],
      [
        '/marketing',
        'garbage',
        { 'next-action': ACTION, 'content-type': 'multipart/form-data; boundary=abc' },
      ],
      ['/marketing', 'garbage', { 'content-type': 'multipart/form-data; boundary=abc' }],
      ['/', 'garbage', { 'content-type': 'multipart/form-data' }],
    ];
    for (const [path, body, headers] of cases)
      expect([body, headers, (await post(path, body, headers))?.status]).toEqual([body, headers, 400]);
  });

  it("lets readable actions, forms and route handlers' bodies through", async () => {
    const form = new FormData();
    form.set('1_email', 'a@example.com');
    const encoded = new Response(form);
    const multipart = await encoded.text();
    const type = encoded.headers.get('content-type')!;
    expect(await post('/marketing', multipart, { 'next-action': ACTION, 'content-type': type })).toBeNull();
    expect(await post('/marketing', multipart, { 'content-type': type })).toBeNull();
    expect(
      await post('/marketing', '[{"email":"a@example.com"}]', {
        'next-action': ACTION,
        'content-type': 'text/plain;charset=UTF-8',
      }),
    ).toBeNull();
    // Route handlers read their own bodies and answer for them.
    expect(
      await post('/newsletter/unsubscribe', 'garbage', { 'content-type': 'multipart/form-data' }),
    ).toBeNull();
    expect(await refuseBadRequest(new NextRequest(new URL('/courses', 'http://localhost:3000')))).toBeNull();
  });

  it('answers an action body over 1 MB with 413, declared or not, and lets one under it through', async () => {
    const big = 'x'.repeat(1024 * 1024 + 1);
    const declared = await post('/', JSON.stringify([big]), {
      'Next-Action': ACTION,
      'Content-Type': 'text/plain;charset=UTF-8',
      'Content-Length': String(big.length + 4),
    });
    expect(declared?.status).toBe(413);
    const form = new FormData();
    form.set('email', big);
    const multipart = await refuseBadRequest(
      new NextRequest(new URL('/', 'http://localhost:3000'), { method: 'POST', body: form }),
    );
    expect(multipart?.status).toBe(413);
    const small = new FormData();
    small.set('email', 'a@example.com');
    expect(
      await refuseBadRequest(
        new NextRequest(new URL('/', 'http://localhost:3000'), { method: 'POST', body: small }),
      ),
    ).toBeNull();
  });
});
