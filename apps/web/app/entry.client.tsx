import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { mayReload } from './shared/device/reload-guard';

// A chunk that fails to load (a deploy replaced it) reloads the page, at most once per path per 10 s.
window.addEventListener('vite:preloadError', (event) => {
  if (mayReload(window.location.pathname, window.sessionStorage)) {
    event.preventDefault();
    window.location.reload();
  }
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
