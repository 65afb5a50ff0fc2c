import { describe, expect, it } from 'vitest';

import { privateDownload } from '@/lib/server/private-download';

describe('a private download', () => {
  it('is saved as a named file, never sniffed and never cached, bytes unchanged', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff]);
    const response = privateDownload(bytes, 'application/pdf', 'certificate-SW-2026-000123.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="certificate-SW-2026-000123.pdf"',
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('sends text as UTF-8, as the CSV exports are', async () => {
    const response = privateDownload(
      'Name,Ticket\nZoë Ñúñez,RIIWHS202E\n',
      'text/csv; charset=utf-8',
      'roster.csv',
    );
    expect(await response.text()).toBe('Name,Ticket\nZoë Ñúñez,RIIWHS202E\n');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
