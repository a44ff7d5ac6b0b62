import type { TestServer, UntypedJson } from "../harness.js";

/** The browser side of a sign-in, without a browser: its oauth cookie, and the callback parameters it came back with. */
export interface Callback {
  code: string;
  state: string;
  iss: string;
}

/** POST /api/v1/oauth/authorize as a browser: answers the provider address and the binding cookie it set. */
export async function startSignIn(
  server: TestServer,
  oauthType: number,
  options: { token?: string; bind?: boolean; redirect?: string; cookie?: string } = {},
): Promise<{ url: string; cookie: string }> {
  const res = await server.request("POST", "/api/v1/oauth/authorize", {
    token: options.token, body: { oauth_type: oauthType, redirect: options.redirect ?? "", bind: options.bind ?? false },
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  if (res.status !== 200) throw new Error(`authorize failed: ${res.status} ${res.raw}`);
  const setCookie = [res.headers["set-cookie"]].flat().join(";");
  return { url: (res.body as { url: string }).url, cookie: options.cookie ?? setCookie.split(";")[0] };
}

/**
 * Follows the provider's redirects (keeping its cookies, as a browser would) until it sends the browser to our
 * callback page, and reads the code, state and iss from there.
 */
export async function followToCallback(startUrl: string, callbackPrefix: string): Promise<Callback> {
  const jar = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(callbackPrefix)) {
      const q = new URL(url).searchParams;
      return { code: q.get("code") ?? "", state: q.get("state") ?? "", iss: q.get("iss") ?? "" };
    }
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = pair.split("=");
      jar.set(name.trim(), value.join("="));
    }
    const location = res.headers.get("location");
    if (!location) throw new Error(`provider stopped at ${url}: ${res.status} ${await res.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error("too many redirects");
}

/** The callback page's call: POST /api/v1/oauth/login (or /bind) with the code and state, in the same browser. */
export function finish(
  server: TestServer,
  path: "/api/v1/oauth/login" | "/api/v1/oauth/bind",
  oauthType: number,
  callback: Callback,
  cookie: string,
  token?: string,
): Promise<{ status: number; body: UntypedJson; raw: string }> {
  return server.request("POST", path, { token, body: { oauth_type: oauthType, ...callback }, headers: { cookie } });
}

/** A whole sign-in through a provider: authorize, the provider's redirects, the callback's login call. */
export async function signInThrough(server: TestServer, oauthType: number, callbackPrefix: string, options: { redirect?: string } = {}) {
  const started = await startSignIn(server, oauthType, options);
  const callback = await followToCallback(started.url, callbackPrefix);
  return { ...(await finish(server, "/api/v1/oauth/login", oauthType, callback, started.cookie)), callback, cookie: started.cookie };
}
