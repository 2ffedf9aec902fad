import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARKED_SCRIPT_TYPE, parkPageCode, startParkedCode, startParkedCodeScript } from './code-after-paint';

// A page as React Router and React write it: preloads hoisted into the head, the module script after the content.
const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/assets/demo/banner.svg" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>',
  '<link rel="stylesheet" href="/assets/root-C.css"/></head><body><main>页面</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>',
  '</body></html>',
].join('');

describe('parkPageCode', () => {
  it('takes the module preloads out of the head and parks the module script with their URLs', () => {
    const parked = parkPageCode(page);
    expect(parked).not.toContain('modulepreload');
    expect(parked).not.toContain('type="module"');
    expect(parked).toContain(
      `<script type="${PARKED_SCRIPT_TYPE}" data-preload="/assets/entry.client-A.js /assets/root-B.js">` +
        'import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>',
    );
    // Everything else as it was: the image preload, the stylesheet, the content, the classic scripts.
    expect(parked).toContain('<link rel="preload" as="image" href="/assets/demo/banner.svg" fetchPriority="high"/>');
    expect(parked).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
    expect(parked).toContain('<main>页面</main><script>window.__reactRouterContext = {};</script>');
  });

  it('leaves a page without exactly one module script alone', () => {
    const none = page.replace(/<script type="module"[\s\S]*?<\/script>/, '');
    expect(parkPageCode(none)).toBe(none);
    const twice = page.replace('</body>', '<script type="module" async="">import "/x.js";</script></body>');
    expect(parkPageCode(twice)).toBe(twice);
  });
});

describe('startParkedCode', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const parkInDocument = () => {
    document.body.innerHTML = `<main>页面</main><script type="${PARKED_SCRIPT_TYPE}" data-preload="/a.js /b.js">import "/a.js";</script>`;
  };
  const modules = () => [...document.querySelectorAll('script[type="module"]')].map((script) => script.textContent);
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

  it('adds the preloads and runs the parked script as a module once the first frame is out', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    parkInDocument();
    startParkedCode(PARKED_SCRIPT_TYPE);
    expect(modules()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(modules()).toEqual([]);
    vi.runAllTimers();
    expect(preloads()).toEqual(['/a.js', '/b.js']);
    expect(modules()).toEqual(['import "/a.js";']);
  });

  it('starts at once in a hidden page, which paints no frames', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    parkInDocument();
    startParkedCode(PARKED_SCRIPT_TYPE);
    expect(modules()).toEqual(['import "/a.js";']);
  });

  it('is inlined as a self-contained call', () => {
    expect(startParkedCodeScript).toMatch(/^\(function startParkedCode\(/);
    expect(startParkedCodeScript.endsWith(`)(${JSON.stringify(PARKED_SCRIPT_TYPE)})`)).toBe(true);
  });
});
