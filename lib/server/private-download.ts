import 'server-only';

/**
 * A file for the signed-in reader only (a certificate, an invoice, a roster, a stored ticket): saved rather than
 * shown (and never sniffed into something a browser would run), and kept by no browser or shared cache.
 */
export function privateDownload(body: Uint8Array | string, contentType: string, filename: string): Response {
  return new Response(typeof body === 'string' ? body : Buffer.from(body), {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
