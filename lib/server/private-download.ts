import 'server-only';

import { getSession } from '@/lib/auth';
import type { Session } from '@/lib/auth/types';
import { isStaffRole, STAFF_ROLE_REQUIRED } from '@/lib/rules/roles';

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

/**
 * Who asks for a staff download: the signed-in staff member, or the plain-text refusal to answer with instead (the
 * data layer checks the role again, and RLS hides the rows from anyone else).
 */
export async function staffRequester(): Promise<Session | Response> {
  const session = await getSession();
  if (!session) return new Response('Please sign in to continue.\n', { status: 401 });
  if (!isStaffRole(session.role)) return new Response(`${STAFF_ROLE_REQUIRED}\n`, { status: 403 });
  return session;
}
