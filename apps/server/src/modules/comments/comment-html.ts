/**
 * A comment's plain text as HTML that can do nothing but show the text: every character that means something in
 * HTML is escaped, line breaks become <br>, and http(s) addresses become links that open in a new tab without
 * passing the page on (rel nofollow ugc noopener noreferrer). No other markup is ever produced.
 */
const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]);
}

/** An address runs to the first space, quote, angle bracket, back quote or CJK punctuation. */
const addressPattern = /https?:\/\/[^\s<>"'`\u3000-\u303f\uff00-\uffef]+/gi;
const trailingPunctuation = /[.,;:!?)\]}]+$/;

function linkify(line: string): string {
  let html = "";
  let last = 0;
  for (const match of line.matchAll(addressPattern)) {
    const address = match[0].replace(trailingPunctuation, "");
    const start = match.index;
    if (!isHttpUrl(address)) continue;
    html += escapeHtml(line.slice(last, start));
    html += `<a href="${escapeHtml(address)}" rel="nofollow ugc noopener noreferrer" target="_blank">${escapeHtml(address)}</a>`;
    last = start + address.length;
  }
  return html + escapeHtml(line.slice(last));
}

function isHttpUrl(address: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export function commentHtml(text: string): string {
  return text.split(/\r\n|\r|\n/).map(linkify).join("<br>");
}
