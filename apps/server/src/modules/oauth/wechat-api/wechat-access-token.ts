import type { AppContext } from "../../../context.js";
import { providerIo } from "../provider-io.js";
import { readJson, stringField } from "../providers/read-json.js";
import { ProviderError } from "../providers/provider.js";
import { ExpiringValues, type Expiring } from "./expiring-values.js";
import { WECHAT_API, checkedWechatReply, isStaleTokenError } from "./wechat-reply.js";

/** An official account or a mini-program: whose access_token. */
export interface WechatApp {
  appId: string;
  secret: string;
}

/** WeChat refreshes by force at most 20 times a day, and not twice within 30 s. */
const FORCE_SPACING_MS = 30_000;

/** What a value kept for one app is filed under: its AppID and secret (a new secret is another app to WeChat). */
export const wechatAppKey = (app: WechatApp) => `${app.appId}\n${app.secret}`;

/**
 * POST /cgi-bin/stable_token (getStableAccessToken; developers.weixin.qq.com/doc/service/api/base/api_getstableaccesstoken).
 * Normal mode answers every caller the same token while it is valid, so each process may keep its own copy;
 * force_refresh makes the previous token invalid and answers a new one.
 */
async function requestStableToken(ctx: AppContext, app: WechatApp, forceRefresh: boolean): Promise<Expiring> {
  const io = await providerIo(ctx);
  const { body } = await readJson(io, io.url(`${WECHAT_API}/cgi-bin/stable_token`), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ grant_type: "client_credential", appid: app.appId, secret: app.secret, force_refresh: forceRefresh }),
  });
  checkedWechatReply(body, "stable_token");
  const value = stringField(body, "access_token");
  if (!value) throw new ProviderError("WeChat stable_token gave no access_token");
  return { value, expiresIn: Number(body.expires_in) || 7200 };
}

/** The access_tokens one process holds, by app. */
export class WechatAccessTokens {
  private readonly tokens = new ExpiringValues();
  private readonly lastForced = new Map<string, { at: number; token: Promise<string> }>();

  constructor(private readonly ctx: AppContext) {}

  /** The app's access_token, kept until five minutes before it expires. */
  get(app: WechatApp): Promise<string> {
    return this.tokens.get(wechatAppKey(app), () => requestStableToken(this.ctx, app, false));
  }

  /** Runs a call with the access_token; when WeChat says the token is no longer good, once more with another. */
  async withToken<T>(app: WechatApp, call: (token: string) => Promise<T>): Promise<T> {
    const token = await this.get(app);
    try {
      return await call(token);
    } catch (error) {
      if (!isStaleTokenError(error)) throw error;
      const replacement = await this.replacementFor(app, token);
      if (replacement === undefined) throw error;
      return call(replacement);
    }
  }

  /**
   * A token other than the refused one. Asked in normal mode first: another process's force_refresh is what usually
   * made it invalid, and normal mode then answers the new token; forcing again would knock that one out in turn.
   * Only when normal mode still answers the refused token is a new one forced.
   */
  private async replacementFor(app: WechatApp, refused: string): Promise<string | undefined> {
    this.tokens.drop(wechatAppKey(app), refused);
    const current = await this.get(app);
    if (current !== refused) return current;
    const forced = await this.forceRefresh(app);
    return forced !== refused ? forced : undefined;
  }

  /** A forced token; within 30 s of the last force, that one's answer (shared by the callers that came meanwhile). */
  private forceRefresh(app: WechatApp): Promise<string> {
    const key = wechatAppKey(app);
    const last = this.lastForced.get(key);
    if (last && Date.now() - last.at < FORCE_SPACING_MS) return last.token;
    const token = requestStableToken(this.ctx, app, true).then((fetched) => this.tokens.set(key, fetched));
    this.lastForced.set(key, { at: Date.now(), token });
    return token;
  }
}

const byProcess = new WeakMap<AppContext, WechatAccessTokens>();

function processTokens(ctx: AppContext): WechatAccessTokens {
  let tokens = byProcess.get(ctx);
  if (!tokens) byProcess.set(ctx, (tokens = new WechatAccessTokens(ctx)));
  return tokens;
}

/**
 * Runs a WeChat API call with this process's access_token (every process gets the same one from stable_token),
 * retried once with another when WeChat refuses the token.
 */
export const withWechatAccessToken = <T>(ctx: AppContext, app: WechatApp, call: (token: string) => Promise<T>) => processTokens(ctx).withToken(app, call);
