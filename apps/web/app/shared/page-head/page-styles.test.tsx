import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext } from 'react-router';
import {
  CssReaderContext,
  inlinableCss,
  INLINE_CSS_LIMIT,
  PAGE_STYLE_PRECEDENCE,
  pageCssHrefs,
  PageStyles,
  type CssReader,
} from './page-styles';

const routes = {
  root: { css: ['/assets/root-A.css', '/assets/error-page-B.css'] },
  'layouts/mobile': { css: ['/assets/mobile-C.css', '/assets/shared-D.css#'] },
  'mobile-home': { css: ['/assets/home-page-E.css', '/assets/shared-D.css#'] },
};
const match = (id: string) => ({ route: { id } });
const matches = [match('root'), match('layouts/mobile'), match('mobile-home')];
const files: Record<string, string> = {
  '/assets/root-A.css': 'body{margin:0}',
  '/assets/error-page-B.css': '.yz-error{color:red}',
  '/assets/mobile-C.css': '.yz-m{display:flex}',
  '/assets/shared-D.css#': '.adm-grid{display:grid}',
  '/assets/home-page-E.css': '.yz-m-home{padding:0}',
};
const readCss: CssReader = (href) => files[href];

describe('pageCssHrefs', () => {
  it('lists the matched routes’ CSS root first, each file once', () => {
    expect(pageCssHrefs(routes, matches, null)).toEqual([
      '/assets/root-A.css',
      '/assets/error-page-B.css',
      '/assets/mobile-C.css',
      '/assets/shared-D.css#',
      '/assets/home-page-E.css',
    ]);
  });

  it('stops at the route whose boundary shows an error, as <Links /> does', () => {
    expect(pageCssHrefs(routes, matches, { 'layouts/mobile': new Error('x') })).toEqual([
      '/assets/root-A.css',
      '/assets/error-page-B.css',
      '/assets/mobile-C.css',
      '/assets/shared-D.css#',
    ]);
  });
});

describe('inlinableCss', () => {
  it('gives every sheet with its text when all are built and small enough together', () => {
    const sheets = inlinableCss(['/assets/root-A.css', '/assets/mobile-C.css'], readCss);
    expect(sheets).toEqual([
      { href: '/assets/root-A.css', css: 'body{margin:0}' },
      { href: '/assets/mobile-C.css', css: '.yz-m{display:flex}' },
    ]);
  });

  it('gives nothing when a sheet is missing or the page’s CSS is too large (the page links it instead)', () => {
    expect(inlinableCss(['/assets/root-A.css', '/assets/unknown.css'], readCss)).toBeNull();
    const big = 'a'.repeat(INLINE_CSS_LIMIT);
    expect(inlinableCss(['/assets/root-A.css', '/assets/big.css'], (href) => files[href] ?? big)).toBeNull();
  });
});

/** PageStyles with React Router's contexts as a page render gives them. */
function InPage({ reader, children }: { reader: CssReader | null; children: ReactNode }) {
  const framework = { manifest: { routes }, routeModules: {} } as unknown as React.ContextType<
    typeof UNSAFE_FrameworkContext
  >;
  const state = { matches, errors: null } as unknown as React.ContextType<typeof UNSAFE_DataRouterStateContext>;
  return (
    <UNSAFE_FrameworkContext.Provider value={framework}>
      <UNSAFE_DataRouterStateContext.Provider value={state}>
        <CssReaderContext.Provider value={reader}>{children}</CssReaderContext.Provider>
      </UNSAFE_DataRouterStateContext.Provider>
    </UNSAFE_FrameworkContext.Provider>
  );
}

describe('PageStyles', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('on the server, puts a small page’s CSS in the head as one style element, in link order', () => {
    const html = renderToString(
      <html>
        <head>
          <InPage reader={readCss}>
            <PageStyles />
          </InPage>
        </head>
        <body />
      </html>,
    );
    expect(html).not.toContain('<link');
    expect(html).toContain(
      `<style data-precedence="${PAGE_STYLE_PRECEDENCE}" data-href="/assets/root-A.css /assets/error-page-B.css ` +
        '/assets/mobile-C.css /assets/shared-D.css# /assets/home-page-E.css">body{margin:0}.yz-error{color:red}' +
        '.yz-m{display:flex}.adm-grid{display:grid}.yz-m-home{padding:0}</style>',
    );
  });

  it('in the browser, keeps the inlined sheets and links only CSS the server did not inline', () => {
    document.head.innerHTML =
      `<style data-precedence="${PAGE_STYLE_PRECEDENCE}" data-href="/assets/root-A.css /assets/error-page-B.css ` +
      '/assets/mobile-C.css /assets/shared-D.css#">body{margin:0}</style>';
    render(
      <InPage reader={null}>
        <PageStyles />
      </InPage>,
    );
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(document.head.querySelector('style')!.textContent).toBe('body{margin:0}');
    const links = [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toEqual(['/assets/home-page-E.css']);
  });

  it('in a browser page whose CSS was linked (a desktop page), renders React Router’s links', () => {
    const { container } = render(
      <InPage reader={null}>
        <PageStyles />
      </InPage>,
    );
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    const links = [...container.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(pageCssHrefs(routes, matches, null));
  });
});
