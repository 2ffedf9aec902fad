/** The type the page's module script carries until its first frame has painted: the browser neither fetches nor runs it. */
export const PARKED_SCRIPT_TYPE = 'yz/after-first-paint';

// React Router's module script (routes, then the client entry) and its module preloads, as React writes them.
const moduleScriptTag = '<script type="module" async="">';
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * The page's code waits for its first paint (ADR 023): React Router's module preloads leave the head and its module
 * script is parked (`PARKED_SCRIPT_TYPE`, the preloads' URLs in `data-preload`), so the first request after the
 * HTML are the stylesheets and the largest image, not some twenty scripts. `startParkedCode` (inline, after the
 * scripts) adds the preloads and runs the script once the first frame is out. A page without exactly one module
 * script is left as it is.
 */
export function parkPageCode(html: string): string {
  const at = html.indexOf(moduleScriptTag);
  if (at === -1 || html.includes(moduleScriptTag, at + 1)) return html;
  const preloads: string[] = [];
  const before = html.slice(0, at).replace(modulePreload, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  const parked = `<script type="${PARKED_SCRIPT_TYPE}" data-preload="${preloads.join(' ')}">`;
  return before + parked + html.slice(at + moduleScriptTag.length);
}

/**
 * Runs the parked module script after the first frame: its preloads first (the modules load in parallel, not import
 * by import), then the script itself, as a module. A hidden page paints no frames: it starts at once. Self-contained:
 * its source is inlined in every page (the CSP allows it by hash, and the copied script by the parked one's hash).
 */
export function startParkedCode(type: string): void {
  const start = () => {
    const parked = document.querySelector(`script[type="${type}"]`);
    if (!parked) return;
    for (const href of (parked.getAttribute('data-preload') ?? '').split(' ')) {
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.textContent = parked.textContent;
    document.body.appendChild(script);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

/** The inline script that starts the page's code after its first paint. */
export const startParkedCodeScript = `(${startParkedCode.toString()})(${JSON.stringify(PARKED_SCRIPT_TYPE)})`;
