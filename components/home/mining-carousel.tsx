import Image from 'next/image';
import { Carousel } from '@/components/carousel/carousel';
import { CAROUSEL_INTERVAL_MS, type CarouselImage } from '@/content/home';

/** The four mining photos in the hero. The first is the page's LCP element, in a fixed 16:9 box (no layout shift). */
export function MiningCarousel({ images }: { images: readonly CarouselImage[] }) {
  return (
    <Carousel
      label="Mining and civil training photos"
      intervalMs={CAROUSEL_INTERVAL_MS}
      tone="dark"
      slideLabels={images.map((image, index) => `${index + 1} of ${images.length}: ${image.caption}`)}
      slides={images.map((image, index) => (
        <figure
          key={image.src}
          className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-700"
        >
          <Image
            src={image.src}
            alt={image.alt}
            fill
            // The first photo is the LCP element and is in the server HTML: fetch it first, never lazily.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            sizes="(min-width: 1280px) 608px, (min-width: 1024px) 48vw, calc(100vw - 2rem)"
            className="object-cover"
          />
          <figcaption className="absolute inset-x-0 bottom-0 bg-black/70 px-4 py-2 text-sm font-semibold text-white">
            {image.caption}
          </figcaption>
        </figure>
      ))}
    />
  );
}
