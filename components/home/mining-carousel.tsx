import { getImageProps } from 'next/image';
import { Carousel } from '@/components/carousel/carousel';
import { CAROUSEL_INTERVAL_MS, type CarouselImage } from '@/content/home';

/** next/image's props for a plain img, worked out on the server: the same markup without the image component's script. */
function photoProps(image: CarouselImage, index: number) {
  const { alt, ...props } = getImageProps({
    src: image.src,
    alt: image.alt,
    fill: true,
    // The first photo is the LCP element and is in the server HTML: fetch it first, never lazily.
    loading: index === 0 ? 'eager' : 'lazy',
    fetchPriority: index === 0 ? 'high' : 'auto',
    sizes: '(min-width: 1280px) 608px, (min-width: 1024px) 48vw, calc(100vw - 2rem)',
    className: 'object-cover',
  }).props;
  return { alt, props };
}

/** The four mining photos in the hero. The first is the page's LCP element, in a fixed 16:9 box (no layout shift). */
export function MiningCarousel({ images }: { images: readonly CarouselImage[] }) {
  return (
    <Carousel
      label="Mining and civil training photos"
      intervalMs={CAROUSEL_INTERVAL_MS}
      tone="dark"
      slideLabels={images.map((image, index) => `${index + 1} of ${images.length}: ${image.caption}`)}
      slides={images.map((image, index) => {
        const photo = photoProps(image, index);
        return (
          <figure
            key={image.src}
            className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-700"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, see photoProps */}
            <img alt={photo.alt} {...photo.props} />
            <figcaption className="absolute inset-x-0 bottom-0 bg-black/70 px-4 py-2 text-sm font-semibold text-white">
              {image.caption}
            </figcaption>
          </figure>
        );
      })}
    />
  );
}
