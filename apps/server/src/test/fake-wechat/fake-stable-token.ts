import crypto from "node:crypto";

const RENEW_BEFORE_MS = 5 * 60_000;
const FORCE_SPACING_MS = 30_000;

type Reply = Record<string, unknown>;

/**
 * WeChat's stable access_token for the fakes: POST /cgi-bin/stable_token (getStableAccessToken). Normal mode answers
 * an app's current token while more than five minutes of it are left, and a new one after that (the old one stays
 * good until it expires). force_refresh answers a new one and the previous one is refused from then on; a force
 * within 30 s of the app's last one refreshes nothing and answers the current token.
 */
export class FakeStableTokens {
  /** Tokens answered, in either mode. */
  requests = 0;
  /** Of those, the ones asked with force_refresh. */
  forcedRequests = 0;
  /** The expires_in (seconds) of the tokens issued from now on. */
  expiresIn = 7200;
  private readonly current = new Map<string, { value: string; expiresAt: number }>();
  /** Token → when it expires, for the tokens the APIs accept. */
  private readonly good = new Map<string, number>();
  private readonly lastForcedAt = new Map<string, number>();

  /** `secretOf`: the AppSecret of an app the fake knows, undefined for an unknown AppID. */
  constructor(private readonly secretOf: (appId: string) => string | undefined) {}

  /** The answer to POST /cgi-bin/stable_token with this body. */
  answer(body: string): Reply {
    let request: { grant_type?: unknown; appid?: unknown; secret?: unknown; force_refresh?: unknown };
    try {
      request = JSON.parse(body) as typeof request;
    } catch {
      return { errcode: 47001, errmsg: "data format error" };
    }
    if (request.grant_type !== "client_credential") return { errcode: 40002, errmsg: "invalid grant_type" };
    const appId = typeof request.appid === "string" ? request.appid : "";
    const secret = this.secretOf(appId);
    if (secret === undefined) return { errcode: 40013, errmsg: "invalid appid" };
    if (request.secret !== secret) return { errcode: 40125, errmsg: "invalid appsecret" };
    this.requests++;
    const now = Date.now();
    let token = this.current.get(appId);
    if (request.force_refresh === true) {
      this.forcedRequests++;
      if (now - (this.lastForcedAt.get(appId) ?? -Infinity) >= FORCE_SPACING_MS) {
        this.lastForcedAt.set(appId, now);
        if (token) this.good.delete(token.value);
        token = undefined;
      }
    }
    if (!token || token.expiresAt - now <= RENEW_BEFORE_MS) token = this.issue(appId, now);
    return { access_token: token.value, expires_in: Math.floor((token.expiresAt - now) / 1000) };
  }

  /** Undefined for a token the APIs accept, else WeChat's error answer (42001 expired, 40001 invalid). */
  refusal(token: string): Reply | undefined {
    const expiresAt = this.good.get(token);
    if (expiresAt === undefined) return { errcode: 40001, errmsg: "invalid credential, access_token is invalid or not latest" };
    if (expiresAt <= Date.now()) return { errcode: 42001, errmsg: "access_token expired" };
    return undefined;
  }

  /** Every token given so far is refused and the next request gets a new one, as after another server's force_refresh. */
  revokeAll(): void {
    this.good.clear();
    this.current.clear();
  }

  /** The app's current token is refused while normal mode still answers it: only force_refresh replaces it. */
  blockCurrent(appId: string): void {
    const token = this.current.get(appId);
    if (token) this.good.delete(token.value);
  }

  private issue(appId: string, now: number) {
    const token = { value: `STABLE_TOKEN_${crypto.randomBytes(16).toString("hex")}`, expiresAt: now + this.expiresIn * 1000 };
    this.current.set(appId, token);
    this.good.set(token.value, token.expiresAt);
    return token;
  }
}
