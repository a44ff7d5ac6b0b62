import type { KeyboardEvent } from "react";

export type EnterAction = "send" | "send-new-tab" | "none";

/**
 * What an Enter key press means in the chat input: Enter sends, Ctrl/⌘ + Enter sends into a new tab, Shift + Enter
 * is a newline — and nothing is sent while an input method is composing (Chinese pinyin: Enter picks the letters).
 */
export function enterAction(e: KeyboardEvent<HTMLElement>, composing: boolean): EnterAction {
  if (e.key !== "Enter" || e.shiftKey) return "none";
  // keyCode 229: the key went to the input method (Safari reports the composition's last Enter this way).
  if (composing || e.nativeEvent.isComposing || e.keyCode === 229) return "none";
  return e.ctrlKey || e.metaKey ? "send-new-tab" : "send";
}
