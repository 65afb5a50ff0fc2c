import type { IncomingMessage, ServerResponse } from 'node:http';

export const PRECOMPRESSED_ENCODINGS: readonly [
  { readonly name: 'br'; readonly suffix: '.br' },
  { readonly name: 'gzip'; readonly suffix: '.gz' },
];
export function acceptedEncoding(header: string | undefined, offered: readonly string[]): string | null;
export function compressStaticAssets(
  staticDir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }>;
export function precompressedStatic(distDir: string): (req: IncomingMessage, res: ServerResponse) => boolean;
