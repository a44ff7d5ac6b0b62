import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/** Gives the server render's script mark to the page's own inline scripts (entry.server.tsx). */
export const NonceProvider = NonceContext.Provider;

/**
 * The `nonce` for an inline script the app renders: the server render's script mark, by which the server allows
 * the script by its hash (apps/server/src/web/page-scripts.ts); none in the browser, where the page has no nonce.
 */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
