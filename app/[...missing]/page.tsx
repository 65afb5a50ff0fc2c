import { notFound } from 'next/navigation';
import { requestedMissingPath } from '@/lib/closed-routes';
import { logNotFound } from '@/lib/not-found-log';

// Every path no route claims lands here (and, through the proxy, unknown values of closed dynamic routes), so the
// miss is logged with its path before the not-found page renders. Rendered per request: nothing is cached per miss.
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  logNotFound(requestedMissingPath(missing));
  notFound();
}
