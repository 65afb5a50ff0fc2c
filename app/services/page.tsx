import { ComingSoonPage } from '@/components/layout/coming-soon-page';
import { pageMetadata } from '@/lib/rules/seo';

export const metadata = pageMetadata({
  title: 'Services',
  description: 'Services from our training team are coming soon.',
  path: '/services',
  noIndex: true,
});

export default function ServicesPage() {
  return <ComingSoonPage title="Services" />;
}
