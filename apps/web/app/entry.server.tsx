import { PassThrough } from "node:stream";
import { StyleProvider } from "@ant-design/cssinjs";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { NonceProvider } from "./lib/nonce";
import { ssrStyleCache, stylesheet, stylesheetHref } from "./lib/ssr-styles.server";

/** Read by the server (apps/server/src/web/register-web.ts) to serve /_styles/<hash>.css. */
export const getStylesheet = stylesheet;

/** Longest a render may wait for its data before it is cut off. */
export const streamTimeout = 10_000;

/**
 * Renders the whole page once every loader and suspense boundary is ready — including the loader data the
 * client hydrates from — with a stylesheet of antd's styles linked in <head> so the first paint is styled. Pages render only
 * the anonymous view, so the HTML is the same for every visitor. The server's nonce (load context) goes on every
 * inline script React, React Router and the layout emit; the page's policy allows no other.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce } = loadContext;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StyleProvider cache={ssrStyleCache}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StyleProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on("data", (chunk: Buffer) => chunks.push(chunk));
          sink.on("end", () => {
            const markup = Buffer.concat(chunks).toString("utf8").replace("</head>", `<link rel="stylesheet" href="${stylesheetHref()}"/></head>`);
            const html = markup.startsWith("<!DOCTYPE") ? markup : `<!DOCTYPE html>${markup}`;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Cache-Control", "no-cache");
            resolve(new Response(html, { status, headers: responseHeaders }));
          });
          pipe(sink);
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
