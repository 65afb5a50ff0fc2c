import { ComingSoonPage } from '@/components/layout/coming-soon-page';
import { pageMetadata } from '@/lib/rules/seo';

export const metadata = pageMetadata({
  title: 'Resources',
  description: 'Resources from our training team are coming soon.',
  path: '/resources',
  noIndex: true,
});

export default function ResourcesPage() {
  return <ComingSoonPage title="Resources" />;
}
