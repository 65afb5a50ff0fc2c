/**
 * Whether an uploaded identification document is what it claims: a PDF, JPEG or PNG by its content (magic bytes),
 * never by its name or the browser's type. Programs, archives (a zip bomb among them), decompression bombs (an image
 * whose pixels would fill memory), PDFs that run scripts and images carrying script in their metadata are refused.
 */

export const ID_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** 50 megapixels: far above any phone photo or scan, far below what would exhaust a viewer's memory. */
export const ID_UPLOAD_MAX_PIXELS = 50_000_000;

export type IdContentType = 'application/pdf' | 'image/jpeg' | 'image/png';

export const uploadMessages = {
  empty: 'The file is empty. Please choose the photo or scan of your document.',
  tooLarge: 'This file is larger than 10 MB. Please upload a smaller photo or scan (PDF, JPG or PNG).',
  program: 'This file is a program, not a document. Only PDF, JPG and PNG files can be uploaded.',
  archive: 'This file is a compressed archive (such as a zip). Please upload the PDF, JPG or PNG itself.',
  notDocument:
    'Only PDF, JPG and PNG files can be uploaded, and this file is none of them, whatever its name says.',
  script:
    'This file contains scripts or hidden content, so it cannot be accepted. Please upload a plain photo or scan of your document.',
  pixels:
    'This image is too large in pixels to be a photo of a document. Please upload a smaller photo or scan.',
  damaged: 'This file looks damaged. Please take the photo or scan again.',
  documentType: 'Please choose which document this is.',
  noFile: 'Please choose the file of your document.',
  unreadable: 'The upload could not be read. Please try again.',
  notNeeded: 'This course does not need identification documents uploaded.',
  verified: 'Your identification has already been verified by our staff.',
  tooMany:
    'You have uploaded the most documents we keep for one booking. Please ask us if you need to replace one.',
  rateLimited: 'Too many uploads for now. Please wait a while and try again.',
  unavailable: 'The upload could not be saved just now. Please try again in a few minutes.',
} as const;

export type UploadProblem = keyof typeof uploadMessages;

export function isUploadProblem(value: unknown): value is UploadProblem {
  return typeof value === 'string' && Object.hasOwn(uploadMessages, value);
}

export type UploadCheck = { ok: true; contentType: IdContentType } | { ok: false; code: UploadProblem };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const PROGRAMS: readonly (readonly number[])[] = [
  [0x4d, 0x5a], // MZ: Windows executables
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal, Java class
  [0x23, 0x21], // #! scripts
];
const ARCHIVES: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04], // zip (and docx, jar, apk)
  [0x50, 0x4b, 0x05, 0x06],
  [0x1f, 0x8b], // gzip
  [0x42, 0x5a, 0x68], // bzip2
  [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], // xz
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  [0x52, 0x61, 0x72, 0x21], // rar
];

/** Text that runs as script where a viewer or browser meets it: in an image's metadata, or a PDF's actions. */
const IMAGE_SCRIPT = /<\s*script|javascript:|<\?php|<%|on(?:error|load)\s*=|<\s*svg|<\s*iframe|<\s*html/i;
const PDF_ACTIVE = /\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA|SubmitForm|ImportData)\b/;

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return text;
}

/** PNG: the header's dimensions, script in its text chunks, nothing after IEND (a file hidden behind the picture). */
function pngProblem(bytes: Uint8Array): UploadProblem | null {
  if (bytes.length < 33) return 'damaged';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width === 0 || height === 0) return 'damaged';
  if (width * height > ID_UPLOAD_MAX_PIXELS) return 'pixels';
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = latin1(bytes.subarray(offset + 4, offset + 8));
    const data = bytes.subarray(offset + 8, Math.min(bytes.length, offset + 8 + length));
    if (/^(tEXt|iTXt|zTXt|eXIf)$/.test(type) && IMAGE_SCRIPT.test(latin1(data))) return 'script';
    offset += 12 + length;
    if (type === 'IEND') return offset < bytes.length ? 'script' : null;
  }
  return 'damaged';
}

/** JPEG: the frame's dimensions (SOF markers) and script in its metadata (APPn and comment segments). */
function jpegProblem(bytes: Uint8Array): UploadProblem | null {
  let offset = 2;
  let pixels: number | null = null;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return 'damaged';
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break; // the picture's data (metadata comes before it)
    const length = (bytes[offset + 2] << 8) | bytes[offset + 3];
    if (length < 2) return 'damaged';
    const data = bytes.subarray(offset + 4, Math.min(bytes.length, offset + 2 + length));
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (data.length < 5) return 'damaged';
      const height = (data[1] << 8) | data[2];
      const width = (data[3] << 8) | data[4];
      if (width === 0 || height === 0) return 'damaged';
      pixels = width * height;
    }
    const isMetadata = (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;
    if (isMetadata && IMAGE_SCRIPT.test(latin1(data))) return 'script';
    offset += 2 + length;
  }
  if (pixels === null) return 'damaged';
  return pixels > ID_UPLOAD_MAX_PIXELS ? 'pixels' : null;
}

export function checkIdUpload(bytes: Uint8Array): UploadCheck {
  if (bytes.length === 0) return { ok: false, code: 'empty' };
  if (bytes.length > ID_UPLOAD_MAX_BYTES) return { ok: false, code: 'tooLarge' };
  if (PROGRAMS.some((signature) => startsWith(bytes, signature))) return { ok: false, code: 'program' };
  if (ARCHIVES.some((signature) => startsWith(bytes, signature))) return { ok: false, code: 'archive' };

  if (startsWith(bytes, PDF)) {
    // Stream contents (page images, compressed data) are left out: random bytes would match by chance there.
    const text = latin1(bytes).replace(/stream\r?\n[\s\S]*?endstream/g, '');
    if (PDF_ACTIVE.test(text)) return { ok: false, code: 'script' };
    return { ok: true, contentType: 'application/pdf' };
  }
  const isPng = startsWith(bytes, PNG);
  const isJpeg = !isPng && startsWith(bytes, JPEG);
  if (!isPng && !isJpeg) return { ok: false, code: 'notDocument' };
  const problem = isPng ? pngProblem(bytes) : jpegProblem(bytes);
  if (problem) return { ok: false, code: problem };
  return { ok: true, contentType: isPng ? 'image/png' : 'image/jpeg' };
}

/** A name safe to show and store: the file's own base name, printable, at most 120 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .slice(0, 120);
  return clean || 'document';
}
