import { notFound } from 'next/navigation';
import { logNotFound } from '@/lib/not-found-log';

// Every path no route claims lands here, so the miss is logged with its path before the not-found page renders.
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params;
  logNotFound(`/${missing.join('/')}`);
  notFound();
}
