import type { ReactNode } from 'react';
// The React DOM server Next renders pages with, bound to the same React as the components: the package's own
// `react-dom/server` would bring a second React, whose hooks the components cannot call.
const { renderToReadableStream } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module has no types of its own
  require('next/dist/server/route-modules/app-page/vendored/ssr/react-dom-server') as typeof import('react-dom/server');

/**
 * A deferred part's HTML, rendered as the root of its own that will hydrate it in the browser
 * (components/hydration/defer-hydration.tsx): its `useId`s carry `identifierPrefix`, as that root's will. It waits for
 * everything the part holds (elements the page's own render has not resolved yet, lazy parts) and writes every
 * Suspense boundary in place, whatever its size. The server only: defer-hydration requires it under `typeof window
 * === 'undefined'`, so browsers' bundles never hold react-dom/server.
 */
export async function renderPartToHtml(part: ReactNode, identifierPrefix: string): Promise<string> {
  const stream = await renderToReadableStream(part, {
    identifierPrefix,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  await stream.allReady;
  return new Response(stream).text();
}
