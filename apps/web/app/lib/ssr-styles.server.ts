import { createHash } from "node:crypto";
import { createCache, extractStyle } from "@ant-design/cssinjs";

/**
 * antd's CSS-in-JS styles for server renders. Styles are the same for every visitor, so one cache serves the
 * whole process: each component's styles are computed once, not on every request. The collected CSS is served
 * as a stylesheet named by its hash (immutable), so pages stay small and the first paint is styled.
 */
const cache = createCache();
const sheets = new Map<string, string>();
let lastSize = -1;
/** Pages are not cached (no-cache), so only recent stylesheets can still be asked for. */
const KEPT_SHEETS = 32;
let lastHash = "";

export const ssrStyleCache = cache;

function entityCount(): number {
  return (cache as unknown as { cache: Map<string, unknown> }).cache.size;
}

/** The stylesheet URL holding every style rendered so far; recomputed only when new styles were added. */
export function stylesheetHref(): string {
  const size = entityCount();
  if (size !== lastSize) {
    const css = extractStyle(cache, { plain: true });
    lastHash = createHash("sha1").update(css).digest("hex").slice(0, 16);
    sheets.set(lastHash, css);
    lastSize = size;
    if (sheets.size > KEPT_SHEETS) sheets.delete(sheets.keys().next().value!);
  }
  return `/_styles/${lastHash}.css`;
}

export function stylesheet(hash: string): string | undefined {
  return sheets.get(hash);
}
