import { deflateSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { checkIdUpload, ID_UPLOAD_MAX_BYTES, safeFileName, uploadMessages } from '@/lib/rules/id-upload';

/** Minimal but well-formed files, made here, so each test says exactly what it feeds the check. */

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

function png(options: { width?: number; height?: number; text?: string; trailer?: string } = {}): Uint8Array {
  const width = options.width ?? 1;
  const height = options.height ?? 1;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(options.text ? [chunk('tEXt', Buffer.from(`Comment\0${options.text}`, 'latin1'))] : []),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    chunk('IEND', new Uint8Array()),
    ...(options.trailer ? [Buffer.from(options.trailer)] : []),
  ];
  return new Uint8Array(Buffer.concat(parts));
}

function jpeg(options: { width?: number; height?: number; comment?: string } = {}): Uint8Array {
  const width = options.width ?? 2;
  const height = options.height ?? 2;
  const segment = (marker: number, data: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  };
  const sof = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
      ...(options.comment ? [segment(0xfe, Buffer.from(options.comment, 'latin1'))] : []),
      segment(0xc0, sof),
      segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
      Buffer.from([0x12, 0x34, 0xff, 0xd9]),
    ]),
  );
}

const pdf = (body = '1 0 obj << /Type /Catalog >> endobj') =>
  new Uint8Array(Buffer.from(`%PDF-1.7\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1'));

describe('identification uploads are checked by content', () => {
  it('accepts a PDF, a PNG and a JPEG by their magic bytes, whatever they are named', () => {
    expect(checkIdUpload(pdf())).toEqual({ ok: true, contentType: 'application/pdf' });
    expect(checkIdUpload(png())).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkIdUpload(jpeg())).toEqual({ ok: true, contentType: 'image/jpeg' });
  });

  it('refuses a Windows program renamed .pdf, and an ELF program', () => {
    const exe = new Uint8Array(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]));
    expect(checkIdUpload(exe)).toEqual({ ok: false, code: 'program' });
    expect(checkIdUpload(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]))).toEqual({
      ok: false,
      code: 'program',
    });
    expect(uploadMessages.program).toMatch(/program/);
  });

  it('refuses a zip (a zip bomb among them) and a gzip, unopened', () => {
    const zip = new Uint8Array(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]));
    expect(checkIdUpload(zip)).toEqual({ ok: false, code: 'archive' });
    expect(checkIdUpload(new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0]))).toEqual({ ok: false, code: 'archive' });
  });

  it('refuses a file over 10 MB, and an empty one', () => {
    expect(checkIdUpload(new Uint8Array(ID_UPLOAD_MAX_BYTES + 1))).toEqual({ ok: false, code: 'tooLarge' });
    expect(checkIdUpload(new Uint8Array())).toEqual({ ok: false, code: 'empty' });
  });

  it('refuses an image with script in its metadata (PNG text chunk, JPEG comment)', () => {
    expect(checkIdUpload(png({ text: '<script>alert(1)</script>' }))).toEqual({ ok: false, code: 'script' });
    expect(checkIdUpload(jpeg({ comment: '<?php system($_GET["c"]); ?>' }))).toEqual({
      ok: false,
      code: 'script',
    });
  });

  it('refuses a PNG with a file hidden after its end, and a decompression bomb by its dimensions', () => {
    expect(checkIdUpload(png({ trailer: 'PK\u0003\u0004hidden' }))).toEqual({ ok: false, code: 'script' });
    expect(checkIdUpload(png({ width: 100_000, height: 100_000 }))).toEqual({ ok: false, code: 'pixels' });
    expect(checkIdUpload(jpeg({ width: 65_000, height: 65_000 }))).toEqual({ ok: false, code: 'pixels' });
  });

  it('refuses a PDF that runs JavaScript or launches a program', () => {
    expect(
      checkIdUpload(pdf('1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj')),
    ).toEqual({
      ok: false,
      code: 'script',
    });
    expect(checkIdUpload(pdf('2 0 obj << /S /Launch /F (cmd.exe) >> endobj'))).toEqual({
      ok: false,
      code: 'script',
    });
  });

  it('refuses text and HTML renamed as an image', () => {
    expect(checkIdUpload(new Uint8Array(Buffer.from('<html><script>x</script></html>')))).toEqual({
      ok: false,
      code: 'notDocument',
    });
  });

  it('keeps a safe base name of the file', () => {
    expect(safeFileName('C:\\Users\\kim\\passport.png')).toBe('passport.png');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('evil\u202egnp.exe')).toBe('evilgnp.exe');
    expect(safeFileName('')).toBe('document');
  });
});
