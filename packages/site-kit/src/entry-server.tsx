/**
 * The server entry every site uses (`app/entry.server.tsx`: `export default siteEntry({ framing, … })`, plus
 * `handleDataRequest`): React Router's default Node entry (stream the shell, or the whole page for bots) with the
 * security headers of `./security-headers` and a fresh CSP nonce per document. The nonce goes to `<ServerRouter
 * nonce>`, which hands it to `<Scripts>`, `<ScrollRestoration>`, `<Links>` (modulepreload) and the inline
 * hydration-data scripts through React Router's context, and to React's own inline streaming scripts.
 * Data requests (`*.data`, client navigations and their redirects) get the same headers without a nonce (they
 * carry no HTML). Redirects answered by loaders during a document request and resource routes do not pass through
 * the entry; they carry no page to protect.
 * Every page and data response also says `Vary: Cookie`: the interface language comes from the `lang` cookie (when
 * the URL has no `?lang=`) and the header from the session cookie, so a shared cache must not give one visitor's page
 * to another.
 */
/// <reference types="vite/client" />
import { PassThrough, Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { DEFAULT_API_URL } from './env.server';
import { applySecurityHeaders, newNonce, type SecurityPolicy } from './security-headers';

/** How long a streamed page may wait for deferred data, milliseconds (React Router's default). */
export const streamTimeout = 5_000;

/** What a site chooses of its policy; the nonce, the API origin (PUBLIC_API_URL) and the mode come from the request. */
export type SitePolicy = Omit<SecurityPolicy, 'nonce' | 'dev' | 'production' | 'apiUrl' | 'storageUrl'>;

/** The policy of one response of the site (`nonce` for documents only). */
export function sitePolicy(
  site: SitePolicy,
  nonce?: string,
  env: Record<string, string | undefined> = process.env,
): SecurityPolicy {
  return {
    ...site,
    apiUrl: env.PUBLIC_API_URL ?? DEFAULT_API_URL,
    ...(env.PUBLIC_STORAGE_URL ? { storageUrl: env.PUBLIC_STORAGE_URL } : {}),
    dev: Boolean(import.meta.env.DEV),
    production: env.NODE_ENV === 'production',
    ...(nonce ? { nonce } : {}),
  };
}

/** The site's `handleRequest` (default export of `app/entry.server.tsx`). */
export function siteEntry(site: SitePolicy) {
  return function handleRequest(
    request: Request,
    responseStatusCode: number,
    responseHeaders: Headers,
    routerContext: EntryContext,
    _loadContext: AppLoadContext,
  ) {
    const nonce = newNonce();
    applySecurityHeaders(responseHeaders, sitePolicy(site, nonce));
    varyOnCookie(responseHeaders);
    // https://httpwg.org/specs/rfc9110.html#HEAD
    if (request.method.toUpperCase() === 'HEAD')
      return new Response(null, { status: responseStatusCode, headers: responseHeaders });
    return new Promise<Response>((resolve, reject) => {
      let shellRendered = false;
      const userAgent = request.headers.get('user-agent');
      // Bots and SPA mode wait for all content (https://react.dev/reference/react-dom/server/renderToPipeableStream).
      const readyOption: keyof RenderToPipeableStreamOptions =
        (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
      let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
      const { pipe, abort } = renderToPipeableStream(
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
        {
          nonce,
          [readyOption]() {
            shellRendered = true;
            const body = new PassThrough({
              final(callback) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                callback();
              },
            });
            responseHeaders.set('Content-Type', 'text/html');
            const html = lowPriorityModulePreloads();
            html.pipe(body);
            pipe(html);
            resolve(
              new Response(createReadableStreamFromReadable(body), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          },
          onShellError(error: unknown) {
            reject(error);
          },
          onError(error: unknown) {
            responseStatusCode = 500;
            // Errors while rendering the shell reject and are logged by React Router; log the later ones here.
            if (shellRendered) console.error(error);
          },
        },
      );
    });
  };
}

const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * A pass-through for the page's HTML that marks React Router's `<link rel="modulepreload">`s `fetchpriority="low"`.
 * The page arrives rendered: its first paint needs the HTML and the stylesheet, not the scripts, which only hydrate
 * it. At their default (high) priority the script downloads share a slow connection with the stylesheet and any
 * image of the first screen; at low priority the browser fetches those first and the scripts right after (Chrome
 * starts low-priority requests as soon as the render-blocking ones are done). React Router's `<Scripts>` offers no
 * prop for the preloads' priority, so the attribute is written here. A tag split across two chunks of the stream is
 * still found: the last characters of each chunk that could begin one are held back for the next.
 */
export function lowPriorityModulePreloads(): Transform {
  let carry = '';
  // Chunks may end inside a multi-byte character: the decoder keeps its first bytes for the next chunk.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      // Hold back a tail that is a proper prefix of the tag, so a tag split across chunks is rewritten whole.
      let keep = 0;
      for (let n = Math.min(MODULE_PRELOAD.length - 1, text.length); n > 0; n--) {
        if (MODULE_PRELOAD.startsWith(text.slice(text.length - n))) {
          keep = n;
          break;
        }
      }
      carry = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep).replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD));
    },
    flush(callback) {
      callback(null, carry + decoder.end());
    },
  });
}

/** Adds `Cookie` to the `Vary` header (kept once, beside whatever else it names). */
export function varyOnCookie(headers: Headers): Headers {
  const vary = (headers.get('Vary') ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!vary.some((v) => v.toLowerCase() === 'cookie' || v === '*')) headers.set('Vary', [...vary, 'Cookie'].join(', '));
  return headers;
}

/** The site's `handleDataRequest`: the security headers (no nonce) and `Vary: Cookie` on `*.data` responses. */
export function siteDataRequest(site: SitePolicy): HandleDataRequestFunction {
  return (response) => {
    try {
      varyOnCookie(applySecurityHeaders(response.headers, sitePolicy(site)));
      return response;
    } catch {
      // Immutable headers (a Response.redirect()): answer a copy.
      const headers = varyOnCookie(applySecurityHeaders(new Headers(response.headers), sitePolicy(site)));
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }
  };
}
