import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

// The web host (apps/api/src/web/web-host.ts) builds each request's load context with this export.
export { getLoadContext } from './shared/api-client/load-context';
// …and shares guests' pages per variant with this one (ADR 020).
export { guestPageVariant } from './shared/device/page-variant';

export const streamTimeout = 10_000;

/**
 * Renders the whole page before sending it, so antd's CSS-in-JS styles can be extracted into the head:
 * the first paint is already styled (no unstyled flash).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const cache = createCache();
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <StyleProvider cache={cache}>
        <ServerRouter context={routerContext} url={request.url} />
      </StyleProvider>,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const collector = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              const html = Buffer.concat(chunks)
                .toString('utf8')
                .replace('</head>', `${extractStyle(cache)}</head>`);
              const body = new PassThrough();
              body.end(html);
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
              callback();
            },
          });
          pipe(collector);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
