import { HardHat, MapPinned, Users } from 'lucide-react';

const icons = [HardHat, Users, MapPinned];

/** Short reasons to train with the provider, under one heading. */
export function IntroBlurbs({
  heading,
  blurbs,
}: {
  heading: string;
  blurbs: readonly { title: string; text: string }[];
}) {
  return (
    <section aria-labelledby="intro-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="intro-heading" className="text-2xl font-bold sm:text-3xl">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {blurbs.map((blurb, index) => {
          const Icon = icons[index % icons.length];
          return (
            <li key={blurb.title} className="bg-card rounded-xl border p-6 shadow-sm">
              <Icon aria-hidden="true" className="text-brand size-8" />
              <h3 className="mt-3 text-lg font-semibold">{blurb.title}</h3>
              <p className="text-muted-foreground mt-2">{blurb.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
