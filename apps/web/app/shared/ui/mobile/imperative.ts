// antd-mobile's imperative Toast and Dialog with what they pull in (react-spring, Mask, Popup: about 30 KB gzip).
// No page needs them before something goes wrong or the visitor acts, so they load on first use (feedback.tsx).
import { createRoot, type Root } from 'react-dom/client';
import { Dialog, Toast, unstableSetRender } from 'antd-mobile';

const roots = new WeakMap<Element | DocumentFragment, Root>();

// Lets Toast and Dialog render under React 19 (their default renderer uses the removed ReactDOM.render; see
// https://mobile.ant.design/guide/v5-for-19). Runs once, when this module loads.
unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    // Unmounting synchronously inside React's own render would warn: wait a tick, as the guide does.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});

export { Dialog, Toast };
