import { notFound } from 'next/navigation';
import { logNotFound } from '@/lib/edge/not-found-log';

// The proxy answers unknown GET and HEAD paths itself (lib/edge/closed-routes.ts). What it leaves lands here: other
// methods (a POST to an invented path) and /favicon.ico, which its matcher skips. Logged, then 404; rendered per
// request, so nothing is cached per miss.
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  logNotFound(`/${missing.join('/')}`);
  notFound();
}
