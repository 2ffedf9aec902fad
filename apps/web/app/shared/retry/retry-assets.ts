/**
 * A stylesheet that fails to load (a busy server answered 503, a connection dropped) is asked for once more before
 * the page stays unstyled (issue 35): a copy of its <link> with `retry=1` in the URL goes in right after it, so the
 * cascade keeps its order. Installed inline at the top of the head, before any stylesheet link exists, as a capturing
 * listener (an element's error event does not bubble). Self-contained: its source is inlined in every page (the CSP
 * allows it by hash).
 */
export function retryFailedStylesheets(): void {
  document.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (!(link instanceof HTMLLinkElement) || link.rel !== 'stylesheet' || link.dataset.retried) return;
      const again = link.cloneNode() as HTMLLinkElement;
      const url = new URL(link.href);
      url.searchParams.set('retry', '1');
      again.href = url.href;
      again.dataset.retried = 'true';
      link.after(again);
    },
    true,
  );
}

/** The inline script that installs `retryFailedStylesheets`. */
export const retryFailedStylesheetsScript = `(${retryFailedStylesheets.toString()})()`;
