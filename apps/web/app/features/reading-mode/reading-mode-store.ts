import { useSyncExternalStore } from "react";

/** Where a visitor's choice is kept, in this browser only: the server render stays the anonymous view. */
export const readingModeKey = "wenku-reading-mode";
/** The class on <html> that the site's CSS and antd's pre-hydration overrides follow. */
export const readingModeClass = "wk-reading";

const changeEvent = "wenku-reading-mode-change";

/**
 * Run inline in <head> before the first paint (allowed by its hash in the page's policy): sets the class from the stored choice,
 * so a visitor who turned the mode on never sees the page at its normal size first.
 */
export const readingModeBootScript =
  `try{if(localStorage.getItem(${JSON.stringify(readingModeKey)})==="on")` +
  `document.documentElement.classList.add(${JSON.stringify(readingModeClass)})}catch(e){}`;

function storedReadingMode(): boolean {
  try {
    return window.localStorage.getItem(readingModeKey) === "on";
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== readingModeKey) return;
    document.documentElement.classList.toggle(readingModeClass, storedReadingMode());
    onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(changeEvent, onChange);
  };
}

/** Turns the mode on or off for this visitor, in every open tab of the site. */
export function setReadingMode(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(readingModeKey, "on");
    else window.localStorage.removeItem(readingModeKey);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  document.documentElement.classList.toggle(readingModeClass, on);
  window.dispatchEvent(new Event(changeEvent));
}

/** Whether the reading mode is on: false in the server render and during hydration, then the visitor's choice. */
export function useReadingMode(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.classList.contains(readingModeClass),
    () => false,
  );
}
