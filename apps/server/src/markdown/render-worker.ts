import { serveRequests } from "../workers/serve-requests.js";
import { renderMarkdownWithText, type RenderOptions } from "./render-markdown.js";

/** Worker thread of render-pool.ts: renders long Markdown sources off the server's event loop. */
serveRequests(({ source, options }: { source: string; options: RenderOptions }) => renderMarkdownWithText(source, options));
