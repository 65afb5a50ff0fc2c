import { notFound } from 'next/navigation';
import { logNotFound } from '@/lib/not-found-log';

// The proxy answers unknown page paths itself (lib/closed-routes.ts). What it does not see lands here: paths with a
// file extension outside the closed routes (/wp-login.php) and methods other than GET and HEAD. Logged, then 404;
// rendered per request, so nothing is cached per miss.
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  logNotFound(`/${missing.join('/')}`);
  notFound();
}
