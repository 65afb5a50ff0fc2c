import { Award, HardHat, MapPinned, PiggyBank } from 'lucide-react';

const icons = [Award, HardHat, MapPinned, PiggyBank];

/** The 'Why choose' reasons on /packages. */
export function WhyChoose({
  heading,
  points,
}: {
  heading: string;
  points: readonly { title: string; description: string }[];
}) {
  return (
    <section aria-labelledby="why-choose-heading" className="bg-muted">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="why-choose-heading" className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {points.map((point, index) => {
            const Icon = icons[index % icons.length];
            return (
              <li key={point.title} className="bg-card rounded-xl p-6 shadow-sm">
                <Icon aria-hidden="true" className="text-brand size-8" />
                <h3 className="mt-3 font-semibold">{point.title}</h3>
                <p className="text-muted-foreground mt-2 text-sm">{point.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
