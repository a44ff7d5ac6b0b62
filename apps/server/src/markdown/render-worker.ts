import { lowerThreadPriority } from "../workers/thread-priority.js";
import { serveRequests } from "../workers/serve-requests.js";
import { renderMarkdownWithText, type RenderOptions } from "./render-markdown.js";

/** Worker thread of render-pool.ts: renders Markdown off the server's event loop, yielding the CPU to it. */
lowerThreadPriority();
serveRequests(({ source, options }: { source: string; options: RenderOptions }) => renderMarkdownWithText(source, options));
