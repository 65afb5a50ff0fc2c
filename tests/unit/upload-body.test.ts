import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

import { readCappedForm } from '@/lib/server/upload-body';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new NextRequest('http://localhost/upload', { method: 'POST', body, headers });

describe('readCappedForm', () => {
  it('reads a multipart form within the limit', async () => {
    const sent = new FormData();
    sent.set('documentType', 'passport');
    sent.set('file', new File(['abc'], 'id.pdf', { type: 'application/pdf' }));
    const request = new Request('http://localhost/upload', { method: 'POST', body: sent });
    const form = await readCappedForm(
      post(await request.arrayBuffer(), { 'content-type': request.headers.get('content-type') ?? '' }),
      10_000,
    );
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('documentType')).toBe('passport');
    expect(((form as FormData).get('file') as File).name).toBe('id.pdf');
  });

  it('refuses a body past the limit, whether declared or sent', async () => {
    expect(await readCappedForm(post('x', { 'content-length': '2000' }), 1000)).toBe('tooLarge');
    expect(await readCappedForm(post('x'.repeat(2000)), 1000)).toBe('tooLarge');
  });

  it('says a body that is not a form is unreadable', async () => {
    expect(
      await readCappedForm(post('not a form', { 'content-type': 'multipart/form-data; boundary=x' }), 1000),
    ).toBe('unreadable');
  });
});
