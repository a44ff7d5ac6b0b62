import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { readSession, subscribeSession } from "./session-store";

function newQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Lists the user just changed reload on demand (reload()); a refocus does not refetch the back office's tables.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
    },
  });
}

/**
 * The client-side data cache (TanStack Query), one per page load. Server renders hold no user data, so it is empty
 * there; in the browser it is cleared whenever the signed-in user changes, so one member's data never shows to the next.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(newQueryClient);
  useEffect(() => {
    let token = readSession().token;
    return subscribeSession(() => {
      const next = readSession().token;
      if (next === token) return;
      token = next;
      client.clear();
    });
  }, [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
