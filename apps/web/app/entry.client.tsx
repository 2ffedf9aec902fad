import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// A chunk's stylesheet that fails to load is asked for again by the page's inline retry (retry-assets.ts): the chunk
// itself loads on. A chunk that fails is retried, then reloads the page, by importOnceMore (import-once-more.ts).
window.addEventListener('vite:preloadError', (event) => {
  if (event.payload instanceof Error && event.payload.message.startsWith('Unable to preload CSS'))
    event.preventDefault();
});

// Hydration is the page's longest task: started before the first frame it holds back the first (and largest) paint
// of the server's complete HTML. Let that frame paint, then hydrate (in a transition, which yields to the browser).
requestAnimationFrame(() => {
  setTimeout(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  }, 0);
});
