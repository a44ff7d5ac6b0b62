import { StyleProvider } from "@ant-design/cssinjs";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { NonceProvider } from "./lib/nonce";
import { renderPage, withHeadStart } from "./lib/render-page.server";
import { ssrStyleCache, stylesheet, stylesheetHref } from "./lib/ssr-styles.server";

/** Read by the server (apps/server/src/web/register-web.ts) to serve /_styles/<hash>.css. */
export const getStylesheet = stylesheet;

/** Longest a render may wait for its data before it is cut off. */
export const streamTimeout = 10_000;

/**
 * Renders the whole page once every loader and suspense boundary is ready — including the loader data the
 * client hydrates from — with a stylesheet of antd's styles linked in <head> so the first paint is styled. Pages render only
 * the anonymous view, so the HTML is the same for every visitor. The server's script mark (the load context's
 * `nonce`) goes on every inline script React, React Router and the layout emit; the page's policy allows no other.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce } = loadContext;
  let status = responseStatusCode;
  const page = await renderPage(
    <NonceProvider value={nonce}>
      <StyleProvider cache={ssrStyleCache}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StyleProvider>
    </NonceProvider>,
    {
      nonce,
      timeoutMs: streamTimeout + 1000,
      onError(error) {
        status = 500;
        console.error(error);
      },
    },
  );
  // antd's styles first, where antd puts them on the client too, so that the app's stylesheets override them the
  // same way on a direct visit as after a navigation (e.g. a card's `margin: 0 auto`).
  const html = withHeadStart(page, `<link rel="stylesheet" href="${stylesheetHref()}"/>`);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Cache-Control", "no-cache");
  return new Response(html, { status, headers: responseHeaders });
}
