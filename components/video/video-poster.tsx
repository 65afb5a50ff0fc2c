'use client';

import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { PlayIcon } from 'lucide-react';

type VideoPosterProps = {
  /** Course page slug; the poster is /images/course-poster-{slug}.svg. */
  slug: string;
  title: string;
  /** YouTube video id; without one, play shows the description instead. */
  videoId?: string;
  description: string;
  className?: string;
};

/**
 * A poster with a play button. Nothing is requested from a third party until the visitor presses play,
 * then a privacy-enhanced YouTube player replaces the poster.
 */
export function VideoPoster({ slug, title, videoId, description, className }: VideoPosterProps) {
  const [playing, setPlaying] = useState(false);
  const poster = `/images/course-poster-${slug}.svg`;
  // The poster is the page's largest image: ask for it from the document head.
  preload(poster, { as: 'image', fetchPriority: 'high' });
  const replacement = useRef<HTMLIFrameElement & HTMLDivElement>(null);

  // The play button disappears on press; keep keyboard focus on what replaced it.
  useEffect(() => {
    if (playing) replacement.current?.focus();
  }, [playing]);

  return (
    <figure
      className={`print-hidden bg-primary overflow-hidden rounded-xl border shadow-sm ${className ?? ''}`.trim()}
    >
      <div className="relative aspect-video w-full">
        {playing && videoId ? (
          <iframe
            ref={replacement}
            className="absolute inset-0 size-full"
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
            title={`${title} overview video`}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : playing ? (
          <div
            ref={replacement}
            tabIndex={-1}
            className="bg-primary text-primary-foreground focus-visible:ring-highlight absolute inset-0 flex items-center justify-center overflow-y-auto p-6 outline-hidden focus-visible:ring-4 focus-visible:ring-inset"
          >
            <p className="max-w-prose text-base sm:text-lg">{description}</p>
          </div>
        ) : (
          <>
            {/* A local SVG served as is: a plain img keeps next/image's script off the course pages. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={poster}
              alt=""
              decoding="async"
              fetchPriority="high"
              className="absolute inset-0 size-full object-cover"
            />
            <button
              type="button"
              onClick={() => setPlaying(true)}
              className="group focus-visible:ring-highlight absolute inset-0 flex cursor-pointer items-center justify-center bg-black/30 outline-hidden transition-colors hover:bg-black/40 focus-visible:ring-4 focus-visible:ring-inset"
            >
              <span className="bg-brand text-brand-foreground flex size-16 items-center justify-center rounded-full shadow-lg transition-transform group-hover:scale-105 sm:size-20">
                <PlayIcon aria-hidden="true" className="ml-1 size-8 fill-current sm:size-10" />
              </span>
              <span className="sr-only">Play {title} overview video</span>
            </button>
          </>
        )}
      </div>
      <figcaption className="bg-primary text-primary-foreground px-4 py-3 text-sm">
        {title}: course overview
      </figcaption>
    </figure>
  );
}
