import type { SsrServices } from "@wenku/contract";
import { apiServices } from "./api-services";
import { siteIsGated } from "./site-gate-state";

interface ClientLoaderArgs {
  request: Request;
  params: Record<string, string | undefined>;
  serverLoader: () => Promise<unknown>;
}

/**
 * A route's client loader: the server's data on an open site; on a closed or login-only site (where the server
 * renders no data) the same loader run in the browser through the API, as the signed-in member.
 */
export function gatedClientLoader<T, A extends ClientLoaderArgs>(load: (services: SsrServices, args: A) => Promise<T>) {
  return (args: A): Promise<T> => (siteIsGated() ? load(apiServices, args) : (args.serverLoader() as Promise<T>));
}
