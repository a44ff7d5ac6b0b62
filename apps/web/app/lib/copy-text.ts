/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it, else (plain-HTTP sites, where
 * `navigator.clipboard` does not exist, or a refused permission) a selected off-screen text area and the copy
 * command. Resolves false when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* refused: try the copy command */
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.cssText = "position:fixed;left:-10000px;top:0;opacity:0;";
  document.body.appendChild(area);
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  try {
    area.select();
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}
