import { PageHeader } from '@/components/layout/page-header';
import { pageMetadata } from '@/lib/rules/seo';
import { site } from '@/content/site';

export const metadata = pageMetadata({
  title: 'About Us',
  description: `About ${site.name}: mining and civil construction safety training across NSW and QLD.`,
  path: '/about',
});

export default function AboutPage() {
  return (
    <>
      <PageHeader title={`About ${site.name}`} />
      <section className="mx-auto max-w-3xl px-4 py-12">
        <p className="text-lg">
          This page will be edited soon. Please check back shortly for our story, our trainers and our values.
        </p>
      </section>
    </>
  );
}
