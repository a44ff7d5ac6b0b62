import crypto from "node:crypto";

/** 虎皮椒's hash: md5 of the non-empty parameters but `hash`, sorted by name as `k=v&…`, followed by the appsecret. */
export function xunhupayHash(params: Record<string, string>, appsecret: string): string {
  const signed = Object.keys(params)
    .filter((key) => key !== "hash" && params[key] !== "")
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join("&");
  return crypto.createHash("md5").update(signed + appsecret, "utf8").digest("hex");
}

export function xunhupayHashMatches(params: Record<string, string>, appsecret: string): boolean {
  const given = Buffer.from((params.hash ?? "").toLowerCase());
  const expected = Buffer.from(xunhupayHash(params, appsecret));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
