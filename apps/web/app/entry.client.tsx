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

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
