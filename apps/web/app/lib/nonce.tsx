import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/** Gives the server render's script nonce to the page's own inline scripts (entry.server.tsx). */
export const NonceProvider = NonceContext.Provider;

/**
 * In the browser, the nonce of the page's scripts, read from the `.nonce` property of one that has it (browsers
 * hide the attribute's value from the DOM). Scripts the app creates later need it to run under the page's policy.
 */
export function pageNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}

/** The script nonce for an inline script the app renders: the server render's, or the page's in the browser. */
export function useNonce(): string | undefined {
  return useContext(NonceContext) ?? pageNonce();
}
