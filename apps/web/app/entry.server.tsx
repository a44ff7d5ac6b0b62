import { createCache, extractStyle, StyleProvider } from "@ant-design/cssinjs";
import { renderToString } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * Renders the whole page once its loaders have run, with antd's styles inlined in <head> so the first paint
 * is styled. Pages render only the anonymous view, so the HTML is the same for every visitor.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const cache = createCache();
  const markup = renderToString(
    <StyleProvider cache={cache}>
      <ServerRouter context={routerContext} url={request.url} />
    </StyleProvider>,
  );
  const styles = extractStyle(cache);
  const html = `<!DOCTYPE html>${markup.replace("</head>", `${styles}</head>`)}`;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Cache-Control", "no-cache");
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}
