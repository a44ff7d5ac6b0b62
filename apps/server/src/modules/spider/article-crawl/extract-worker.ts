import { lowerThreadPriority } from "../../../workers/thread-priority.js";
import { serveRequests } from "../../../workers/serve-requests.js";
import { pageToMarkdown, type ExtractRules } from "./page-to-markdown.js";

/** Worker thread of extract-pool.ts: parses a fetched page and turns it into Markdown off the server's event loop. */
lowerThreadPriority();
serveRequests(({ html, url, rules }: { html: string; url: string; rules: ExtractRules }) => pageToMarkdown(html, new URL(url), rules));
