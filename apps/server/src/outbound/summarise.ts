/** The longest text of another server's passed on; a documented error message is a sentence, not a page. */
const SUMMARY_LIMIT = 200;

/**
 * Words another server sent (a provider's or gateway's error message field), made safe to show: control and
 * format characters gone, whitespace folded, clipped.
 */
export function summariseReply(text: string, limit = SUMMARY_LIMIT): string {
  const flat = text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ").replace(/\s+/g, " ").trim();
  return flat.length > limit ? `${flat.slice(0, limit)}…` : flat;
}
