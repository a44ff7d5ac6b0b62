import { documentEndpoints, favoriteEndpoints } from "@wenku/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { App } from "antd";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useApiMutation, useApiQuery, useBrowserApiQuery, useServerApiQuery, type ApiQueryOptions } from "./api-query";

type Seen = { data: unknown; loading: boolean; error: unknown };

/** What a component's first render sees from a read, rendered on the server as a page is. */
function firstRender(useRead: () => Seen): Seen {
  let seen: Seen | undefined;
  function Reader() {
    const { data, loading, error } = useRead();
    seen = { data, loading, error };
    return <p>{loading ? "加载中" : "已加载"}</p>;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 } } });
  renderToString(
    <QueryClientProvider client={client}>
      <App>
        <Reader />
      </App>
    </QueryClientProvider>,
  );
  if (!seen) throw new Error("the reader did not render");
  return seen;
}

const cases: { name: string; options: ApiQueryOptions }[] = [
  { name: "enabled", options: {} },
  { name: "not enabled", options: { enabled: false } },
  { name: "without the previous reply kept", options: { keepPrevious: false } },
  { name: "polled", options: { poll: () => 1000 } },
];

describe("reads and changes in a server render", () => {
  it("uses the server's stand-ins here, where no document exists", () => {
    expect(useApiQuery).toBe(useServerApiQuery);
    const change = firstRender(() => {
      const { pending } = useApiMutation(favoriteEndpoints.create);
      return { data: undefined, loading: pending, error: null };
    });
    expect(change.loading).toBe(false);
  });

  it.each(cases)("gives a read's first render what TanStack Query gives from its empty cache ($name)", ({ options }) => {
    const input = { query: { uuid: "3f2b" } };
    const browser = firstRender(() => useBrowserApiQuery(documentEndpoints.get, input, options));
    const server = firstRender(() => useServerApiQuery(documentEndpoints.get, input, options));
    expect(server).toEqual(browser);
  });
});
