'use client';

import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { PlayIcon } from 'lucide-react';

import type { CourseVideoSource } from '@/content/course-pages';
import { youTubeEmbedSrc } from '@/lib/rules/course-video';

type VideoPosterProps = {
  /** Course page slug; the poster is /images/course-poster-{slug}.svg. */
  slug: string;
  title: string;
  /** The provider's video (content/course-pages.ts); null until one is set. */
  source: CourseVideoSource | null;
  description: string;
  /** A line under the video (its prices are out of date), or null. */
  notice?: string | null;
  className?: string;
};

export const VIDEO_COMING_SOON = 'Video coming soon';

/**
 * A poster with a play button that plays the provider's video: its own files (with captions) or a YouTube video.
 * Nothing is requested from a third party, and no video file is downloaded, until the visitor presses play. Until
 * a video is set, the poster says it is coming and offers no play button.
 */
export function VideoPoster({ slug, title, source, description, notice, className }: VideoPosterProps) {
  const [playing, setPlaying] = useState(false);
  const poster = `/images/course-poster-${slug}.svg`;
  // The poster is the page's largest image: ask for it from the document head.
  preload(poster, { as: 'image', fetchPriority: 'high' });
  const replacement = useRef<HTMLIFrameElement & HTMLVideoElement>(null);

  // The play button disappears on press; keep keyboard focus on what replaced it.
  useEffect(() => {
    if (playing) replacement.current?.focus();
  }, [playing]);

  const posterImage = (
    // A local SVG served as is: a plain img keeps next/image's script off the course pages.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={poster}
      alt=""
      decoding="async"
      fetchPriority="high"
      className="absolute inset-0 size-full object-cover"
    />
  );

  let stage: React.ReactNode;
  if (source === null) {
    stage = (
      <>
        {posterImage}
        <div
          className="absolute inset-0 flex items-center justify-center overflow-y-auto bg-black/55 p-6 text-white"
          data-testid="video-coming-soon"
        >
          <div className="max-w-prose space-y-2 text-center">
            <p className="text-lg font-bold sm:text-xl">{VIDEO_COMING_SOON}</p>
            <p className="text-sm sm:text-base">{description}</p>
          </div>
        </div>
      </>
    );
  } else if (!playing) {
    stage = (
      <>
        {posterImage}
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
    );
  } else if (source.kind === 'youtube') {
    stage = (
      <iframe
        ref={replacement}
        className="absolute inset-0 size-full"
        src={youTubeEmbedSrc(source.id)}
        title={`${title} overview video`}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  } else {
    stage = (
      <video
        ref={replacement}
        className="absolute inset-0 size-full bg-black"
        controls
        autoPlay
        playsInline
        poster={source.poster ?? poster}
        aria-label={`${title} overview video`}
      >
        {source.files.map((file) => (
          <source key={file.src} src={file.src} type={file.type} />
        ))}
        <track
          kind="captions"
          src={source.captions.src}
          srcLang={source.captions.srcLang}
          label={source.captions.label}
          default
        />
      </video>
    );
  }

  return (
    <figure
      className={`print-hidden bg-primary overflow-hidden rounded-xl border shadow-sm ${className ?? ''}`.trim()}
    >
      <div className="relative aspect-video w-full">{stage}</div>
      <figcaption className="bg-primary text-primary-foreground px-4 py-3 text-sm">
        {title}: course overview
        {notice ? (
          <span className="mt-1 block" data-testid="video-notice">
            {notice}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
