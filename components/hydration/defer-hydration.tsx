'use client';

import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  use,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * When a deferred part takes its code and hydrates: on the visitor's first sign of using it (a pointer over or
 * down, a touch, focus, a key; a form a visitor has already focused or sent counts too), or when it comes within
 * half a screen of the viewport.
 */
export type HydrationTrigger = 'intent' | 'visible';

/** Events that say a visitor is about to use a part of the page (a form sent by a script, too). */
const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'change',
  'submit',
] as const;

/** How far outside the viewport a 'visible' part starts to hydrate, so it is live when it scrolls in. */
const VISIBLE_MARGIN = '50% 0px';

/** How long a part whose code failed to load waits before it listens for the visitor again. */
const RETRY_AFTER_MS = 2000;

/**
 * Controls whose click does nothing without the part's code (Radix's triggers and tabs, the carousels' buttons are
 * all `type="button"`): a tap on one before the part is live is held and replayed once it is. Links and submit
 * buttons (a `<button>` without a type is one) are left to the browser; a form's submit is kept by the early-forms
 * script (lib/node/forms-before-hydration.mjs).
 */
const REPLAYED_CLICK_TARGETS = 'button[type="button"], [role="button"]:not(button)';

/** What the region holds for React in the page's own tree: nothing it may touch (the part's root owns it). */
const LEFT_ALONE = { __html: '' };

/**
 * Renders a part to HTML as a root of its own, on the server only: `typeof window` is folded at build time, so
 * browsers' bundles hold neither this `require` nor react-dom/server.
 */
const renderPartToHtml =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only, see above
      (require('./render-part-to-html') as typeof import('./render-part-to-html')).renderPartToHtml
    : null;

/** The server's render of each part, by its props: React renders a waiting component again from the start. */
const serverRenders = new WeakMap<object, Promise<string>>();

const subscribeToNothing = () => () => {};

/** Whether this render is the page's hydration or the server's (true), or a render in the browser afterwards. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** Whether the visitor reached into `region` before it could listen: focus in it, or a form in it sent. */
function alreadyUsed(region: HTMLElement): boolean {
  return region.contains(document.activeElement) || region.querySelector('form[aria-busy="true"]') !== null;
}

/** Calls `wanted` once `region` is wanted, by `trigger`; returns the cleanup. */
function watchRegion(region: HTMLElement, trigger: HydrationTrigger, wanted: () => void): () => void {
  if (trigger === 'visible') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wanted();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    // The region is `display: contents` (no box of its own): watch what it holds.
    for (const child of Array.from(region.children)) observer.observe(child);
    return () => observer.disconnect();
  }
  if (alreadyUsed(region)) {
    queueMicrotask(wanted);
    return () => {};
  }
  const options = { passive: true, capture: true } as const;
  for (const type of INTENT_EVENTS) region.addEventListener(type, wanted, options);
  return () => {
    for (const type of INTENT_EVENTS) region.removeEventListener(type, wanted, options);
  };
}

/**
 * Marks the region live once its root has run its effects (react-hook-form writes its defaults into the fields
 * then), and says so with a `hydrated` event in the same task: the early-forms script
 * (lib/node/forms-before-hydration.mjs) writes back what was typed before the visitor's next key.
 */
function LiveMark({
  region,
  onLive,
  children,
}: {
  region: HTMLElement;
  onLive: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    region.setAttribute('data-hydration', 'live');
    region.dispatchEvent(new Event('hydrated', { bubbles: true }));
    // Focus in the part is what woke it, and React was not there to see it: its onFocus handlers (a form's code
    // preloaded on focus) get the event now.
    const focused = document.activeElement;
    if (focused && region.contains(focused))
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    onLive();
  }, [region, onLive]);
  return children;
}

/** A tap as a pointer makes it: some controls act on the press (Radix's tabs), most on the click. */
function replayTap(control: HTMLElement) {
  const init = { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: 'mouse' };
  control.dispatchEvent(new PointerEvent('pointerdown', init));
  control.dispatchEvent(new MouseEvent('mousedown', init));
  control.dispatchEvent(new PointerEvent('pointerup', init));
  control.dispatchEvent(new MouseEvent('mouseup', init));
  control.click();
}

/**
 * Holds the last tap on a control of `region` that came before its code (the first tap of a visitor who scrolled
 * fast, or of one on a slow network), so it can be replayed once the part is live; also calls `wanted`, since the
 * tap says the part is wanted. Returns the hold's release, which hands back the held control.
 */
function holdEarlyClicks(region: HTMLElement, wanted: () => void): () => HTMLElement | null {
  let held: HTMLElement | null = null;
  const showHeld = (control: HTMLElement | null, waiting: boolean) => {
    // The tap is not lost: the control says it is busy (app/globals.css: `[data-tap-held]`) until the part is live.
    // Gone before the part's root hydrates, so React meets the server's attributes.
    control?.toggleAttribute('data-tap-held', waiting);
    if (waiting) control?.setAttribute('aria-busy', 'true');
    else control?.removeAttribute('aria-busy');
  };
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(REPLAYED_CLICK_TARGETS) : null;
    if (!(control instanceof HTMLElement) || !region.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    showHeld(held, false);
    held = control;
    showHeld(held, true);
    wanted();
  };
  region.addEventListener('click', onClick, { capture: true });
  return () => {
    region.removeEventListener('click', onClick, { capture: true });
    const control = held;
    showHeld(control, false);
    held = null;
    return control;
  };
}

/**
 * The part as the page's hydration finds it: the server's HTML, left alone, until `trigger` says it is wanted;
 * then its code is fetched and a root of its own hydrates that HTML, in tasks of its own.
 */
function DeferredIsland<Props extends object>({
  load,
  trigger,
  props,
  identifierPrefix,
}: {
  load: () => Promise<ComponentType<Props>>;
  trigger: HydrationTrigger;
  props: Props;
  identifierPrefix: string;
}) {
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    let root: Root | null = null;
    let stopped = false;
    let waking = false;
    let stopWatching = () => {};
    const watch = () => {
      if (!stopped) stopWatching = watchRegion(element, trigger, wake);
    };
    const wake = () => {
      if (waking) return;
      waking = true;
      stopWatching();
      load().then(
        (Component) => {
          if (stopped) return;
          // From here React's own listeners on the root see every event (and replay those it gets while it
          // hydrates); a tap held before is replayed once the part is live.
          const heldControl = releaseClicks();
          const replayHeldClick = () => {
            if (heldControl?.isConnected) replayTap(heldControl);
          };
          root = hydrateRoot(
            element,
            <LiveMark region={element} onLive={replayHeldClick}>
              <Component {...props} />
            </LiveMark>,
            { identifierPrefix },
          );
        },
        // The chunk did not arrive (offline, a new deployment): after a pause, the next sign of use tries again.
        () => {
          waking = false;
          setTimeout(watch, RETRY_AFTER_MS);
        },
      );
    };
    const releaseClicks = holdEarlyClicks(element, wake);
    watch();
    return () => {
      stopped = true;
      releaseClicks();
      stopWatching();
      // After React has finished with the page's own tree, which is removing the region.
      const unmounting = root;
      if (unmounting) queueMicrotask(() => unmounting.unmount());
    };
    // The part's props come from the server and do not change while the page is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      ref={region}
      className="contents"
      data-hydration="deferred"
      dangerouslySetInnerHTML={LEFT_ALONE}
      suppressHydrationWarning
    />
  );
}

/**
 * A client component that is sent as HTML and hydrated only when `trigger` says it is wanted, not with the rest of
 * the page: the page's first hydration (the long task Lighthouse counts as blocking) leaves it as the server sent
 * it, its code is not even fetched until then, and it hydrates later as a React root of its own. It looks the same
 * before and after.
 * - On the server it is rendered as that root will render it (its own `useId`s, under a prefix taken from the
 *   page's tree); `serverComponent` is the component itself, a `require` under `typeof window === 'undefined'`,
 *   which the build folds away in browsers' bundles.
 * - `load` imports it with a dynamic `import()`, so the bundler gives it a chunk of its own.
 * - Rendered in the browser after the page has hydrated (a link from another page), it loads at once and renders
 *   in the page's own tree.
 * A root of its own sees none of the page's contexts: a deferred part must not need the session, the router or
 * another provider. Until it hydrates, a form inside is kept by the early-forms script
 * (lib/node/forms-before-hydration.mjs), which waits for the region's `data-hydration="live"`.
 */
export function deferHydration<Props extends object>({
  load,
  trigger,
  serverComponent,
}: {
  load: () => Promise<ComponentType<Props>>;
  trigger: HydrationTrigger;
  serverComponent: ComponentType<Props> | undefined;
}): ComponentType<Props> {
  const LoadedPart = lazy(() => load().then((Component) => ({ default: Component })));

  function DeferredPart(props: Props) {
    const identifierPrefix = `${useId()}-`;
    // Fixed at the first render: the hook's answer changes once hydration is over.
    const [hydrating] = useState(useHydrating());
    if (serverComponent && renderPartToHtml) {
      // `use` waits in the page's own render, outside any boundary, so the HTML is written in place.
      let rendering = serverRenders.get(props);
      if (!rendering) {
        rendering = renderPartToHtml(createElement(serverComponent, props), identifierPrefix);
        serverRenders.set(props, rendering);
      }
      const html = use(rendering);
      return (
        <div className="contents" data-hydration="deferred" dangerouslySetInnerHTML={{ __html: html }} />
      );
    }
    if (hydrating) {
      return (
        <DeferredIsland load={load} trigger={trigger} props={props} identifierPrefix={identifierPrefix} />
      );
    }
    return (
      <div className="contents" data-hydration="live">
        <Suspense fallback={null}>
          <LoadedPart {...props} />
        </Suspense>
      </div>
    );
  }
  DeferredPart.displayName = `DeferredPart(${trigger})`;
  return DeferredPart;
}
