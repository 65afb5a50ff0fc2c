import { recordOpen } from '@/lib/server/campaigns';

/**
 * A campaign's open pixel (/newsletter/open?t=<signed recipient token>): records the first open and always answers
 * the same 1x1 transparent GIF, whatever the token, so it tells a prober nothing and never breaks a mail's layout.
 */

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function pixel(): Response {
  return new Response(new Uint8Array(GIF), {
    status: 200,
    headers: {
      'Content-Type': 'image/gif',
      'Content-Length': String(GIF.length),
      'Cache-Control': 'no-store, private',
    },
  });
}

export async function GET(request: Request) {
  try {
    await recordOpen(new URL(request.url).searchParams.get('t'));
  } catch {
    // recordOpen logs and swallows its own errors; this is the last guard for the promise "never a 500".
  }
  return pixel();
}
