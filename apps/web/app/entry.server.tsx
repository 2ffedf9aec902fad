import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { readBuiltCss } from './shared/page-head/built-css.server';
import { parkPageCode } from './shared/page-head/code-after-paint';
import { CssReaderContext } from './shared/page-head/page-styles';

// The web host (apps/api/src/web/web-host.ts) builds each request's load context with this export.
export { getLoadContext } from './shared/api-client/load-context';
// …and shares guests' pages per variant with this one (ADR 020).
export { guestPageVariant } from './shared/device/page-variant';

export const streamTimeout = 10_000;

/**
 * Renders the whole page (every Suspense boundary resolved) before sending it, so the first paint is complete even
 * without JavaScript. antd's styles are a build-time stylesheet linked from the head (ADR 021): nothing is extracted
 * per request. Small pages get their built CSS inline, and every page's code waits for its first paint (ADR 023).
 * The web host reads the whole page anyway (for the CSP's script hashes), so it is sent as one piece.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const page = (
      <CssReaderContext.Provider value={readBuiltCss}>
        <ServerRouter context={routerContext} url={request.url} />
      </CssReaderContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      // Every Suspense boundary is complete when the page is sent: put its content in place. (By default React moves
      // large ones behind their fallback and reveals them with a script, in batches: without JavaScript the page
      // keeps its skeletons, and with it the content jumps in after the first paint.)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks: Buffer[] = [];
        const html = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            const body = parkPageCode(Buffer.concat(chunks).toString('utf8'));
            resolve(new Response(body, { headers: responseHeaders, status }));
            done();
          },
        });
        pipe(html);
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
