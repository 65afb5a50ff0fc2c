import { buttonVariants } from '@/components/ui/button';
import { comingSoonLabel } from '@/content/navigation';
import { PageHeader } from './page-header';

// Menu entries say 'Coming soon' in place; these pages catch a typed or shared URL so it never 404s.
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} lead={comingSoonLabel} />
      <section className="mx-auto max-w-3xl px-4 py-12">
        <p>We are preparing this section. Meanwhile, browse our courses or call a coordinator.</p>
        <a href="/courses" className={buttonVariants({ className: 'mt-6' })}>
          Browse courses
        </a>
      </section>
    </>
  );
}
