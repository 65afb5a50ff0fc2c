import { describe, expect, it } from 'vitest';

import {
  chunksStartedAfterFirstPaint,
  loadScriptsAfterFirstPaint,
} from '@/lib/node/scripts-after-first-paint.mjs';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const page = (head: string, body = '<p>Hi</p>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>T</title></head><body>${body}</body></html>`;

describe('loadScriptsAfterFirstPaint', () => {
  it("takes the head's chunks out and leaves one loader where the last stood, which starts them, in order, after the first paint", () => {
    const html = loadScriptsAfterFirstPaint(
      page(
        `${chunk('a')}<meta name="x"/>${chunk('turbopack-b')}${chunk('c')}<link rel="icon" href="/i.svg"/>`,
      ),
    );
    expect(html).not.toContain('async=""');
    // Not preloaded either: fetched beside the document they cost the first paint (README, Performance).
    expect(html).not.toContain('rel="preload"');
    const loader = html.slice(html.indexOf('<script>'), html.indexOf('</script>') + '</script>'.length);
    expect(html).toContain(
      `<meta charSet="utf-8"/><meta name="x"/>${loader}<link rel="icon" href="/i.svg"/>`,
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(loader).toContain('observe({type:"paint",buffered:true})');
    expect(loader).toContain('document.visibilityState==="hidden"');
    expect(loader).toContain(
      JSON.stringify([
        '/_next/static/chunks/a.js',
        '/_next/static/chunks/turbopack-b.js',
        '/_next/static/chunks/c.js',
      ]),
    );
    expect(html).toContain('<title>T</title></head><body><p>Hi</p></body>');
  });

  it('runs the loader: every chunk is added once as an async script when the browser reports its first paint, after a frame without paint timing, at once in a hidden tab, and after 3 s at the latest', () => {
    const html = loadScriptsAfterFirstPaint(page(chunk('a') + chunk('b')));
    const code = /<script>(.*?)<\/script>/.exec(html)![1];
    const both = [
      { src: '/_next/static/chunks/a.js', async: true },
      { src: '/_next/static/chunks/b.js', async: true },
    ];
    const run = (visibilityState: 'visible' | 'hidden', paintTiming: boolean) => {
      const added: { src: string; async: boolean }[] = [];
      const frames: (() => void)[] = [];
      const tasks: { task: () => void; delay: number }[] = [];
      const listeners: { type: string; capture: boolean }[] = [];
      const observers: {
        callback: (list: unknown, observer: { disconnect: () => void }) => void;
        options: unknown;
        disconnected: boolean;
      }[] = [];
      const document = {
        visibilityState,
        createElement: () => ({ src: '', async: false }),
        head: { appendChild: (element: { src: string; async: boolean }) => added.push(element) },
        // keepFormsBeforeHydration's listeners (tests/e2e/forms-before-hydration.spec.ts runs it in a browser).
        addEventListener: (type: string, _listener: unknown, capture: boolean) =>
          listeners.push({ type, capture }),
      };
      class PerformanceObserver {
        static supportedEntryTypes = paintTiming ? ['mark', 'paint'] : ['mark'];
        constructor(callback: (typeof observers)[number]['callback']) {
          observers.push({ callback, options: null, disconnected: false });
        }
        observe(options: unknown) {
          observers.at(-1)!.options = options;
        }
      }
      new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', code)(
        document,
        (frame: () => void) => frames.push(frame),
        (task: () => void, delay: number) => tasks.push({ task, delay }),
        PerformanceObserver,
      );
      return { added, frames, tasks, listeners, observers };
    };

    const painting = run('visible', true);
    expect(painting.listeners).toEqual([
      { type: 'input', capture: true },
      { type: 'change', capture: true },
      { type: 'submit', capture: true },
      { type: 'hydrated', capture: true },
    ]);
    expect(painting.added).toEqual([]);
    expect(painting.frames).toEqual([]);
    expect(painting.observers).toHaveLength(1);
    expect(painting.observers[0].options).toEqual({ type: 'paint', buffered: true });
    let disconnected = false;
    painting.observers[0].callback({}, { disconnect: () => (disconnected = true) });
    expect(disconnected).toBe(true);
    expect(painting.added).toEqual(both);
    // The 3 s fallback finds them started and adds nothing.
    expect(painting.tasks.map(({ delay }) => delay)).toEqual([3000]);
    painting.tasks[0].task();
    expect(painting.added).toEqual(both);

    // Without paint timing: after a frame's main-thread work, then a task.
    const framing = run('visible', false);
    expect(framing.observers).toEqual([]);
    framing.frames.shift()!();
    expect(framing.added).toEqual([]);
    framing.tasks.find(({ delay }) => delay === 0)!.task();
    expect(framing.added).toEqual(both);

    // No paint at all (the first never comes): the 3 s fallback starts them.
    const unpainted = run('visible', true);
    unpainted.tasks.find(({ delay }) => delay === 3000)!.task();
    expect(unpainted.added).toEqual(both);

    expect(run('hidden', true).added).toEqual(both);
  });

  it("leaves scripts after the head, other scripts and pages without Next's chunks alone", () => {
    const body = `<script id="_R_">self.x=1</script>${chunk('later')}`;
    const other =
      '<script src="/vendor/x.js" async=""></script><script src="/_next/static/chunks/n.js" noModule=""></script>';
    const html = page(chunk('a') + other, body);
    const out = loadScriptsAfterFirstPaint(html);
    expect(out).toContain(other);
    expect(out.slice(out.indexOf('<body>'))).toBe(`<body>${body}</body></html>`);
    expect(loadScriptsAfterFirstPaint(page(other))).toBe(page(other));
    expect(loadScriptsAfterFirstPaint('<html><body>no head</body></html>')).toBe(
      '<html><body>no head</body></html>',
    );
  });

  it('reads back the chunks a page starts after its first frame, and none from a page without the loader', () => {
    const html = loadScriptsAfterFirstPaint(page(chunk('a') + chunk('b')));
    expect(chunksStartedAfterFirstPaint(html)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
    ]);
    expect(chunksStartedAfterFirstPaint(page(''))).toEqual([]);
  });
});
