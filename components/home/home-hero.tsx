import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type HeroContent = {
  eyebrow: string;
  title: string;
  subtitle: string;
  primaryCta: { label: string; href: string };
  secondaryCta: { label: string; href: string };
};

/** The home page's opening band: the h1, calls to action, the photo carousel and whatever follows inside the band. */
export function HomeHero({
  hero,
  media,
  children,
}: {
  hero: HeroContent;
  media: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="home-hero-heading"
      className="from-primary text-primary-foreground bg-gradient-to-br to-slate-800"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:py-14 lg:grid-cols-2 lg:items-center">
        <div>
          <h1
            id="home-hero-heading"
            className="text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-5xl"
          >
            <span className="text-highlight mb-3 block text-sm font-bold tracking-wider uppercase sm:text-base">
              {hero.eyebrow}
            </span>
            {hero.title}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-slate-200 sm:text-lg">{hero.subtitle}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={hero.primaryCta.href} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
              {hero.primaryCta.label}
            </a>
            <a
              href={hero.secondaryCta.href}
              className={cn(
                buttonVariants({ variant: 'outline', size: 'lg' }),
                'hover:text-primary border-white bg-transparent text-white hover:bg-white',
              )}
            >
              {hero.secondaryCta.label}
            </a>
          </div>
        </div>
        <div>{media}</div>
        {children ? <div className="lg:col-span-2">{children}</div> : null}
      </div>
    </section>
  );
}
