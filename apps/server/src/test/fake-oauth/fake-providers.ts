import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { startFakeHttp, type FakeRequest, type FakeResponse } from "../fake-gateways/fake-http.js";
import { FakeStableTokens } from "../fake-wechat/fake-stable-token.js";
import { FakeGrants, type FakePerson } from "./fake-grants.js";
import { fakeMiniprogramRoutes, type FakeMiniprogram } from "./fake-miniprogram.js";

/** Client credentials the fakes accept (the test sets the same in the `oauth` settings). */
export const fakeClient = { id: "fake-client-id", secret: "fake-client-secret" } as const;

const json = (status: number, body: unknown): FakeResponse => ({ status, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const form = (request: FakeRequest) => new URLSearchParams(request.body.toString("utf8"));
const bearer = (request: FakeRequest) => /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";

export interface FakeOauthProviders {
  /** Serve at `origin` what https://<host>/<path> serves: give it to the server as env.oauthTestOrigin. */
  origin: string;
  /** Who each provider's authorize page signs in next (by provider host key: github, gitee, qq, wechat, google). */
  person: Record<string, FakePerson>;
  /** Every token-endpoint refusal, for tests that check why. */
  refusals: string[];
  /** Google's next ID token: signed by a key its JWKS does not hold, or for another nonce. */
  tamper: { google?: "stranger-key" | "wrong-nonce" };
  /**
   * The official account: its access_tokens (stable_token; the mini-program's too, same AppID), its jsapi_ticket,
   * and the scenes of the QR codes it made (the newest last).
   */
  officialAccount: { tokens: FakeStableTokens; jsapiTicket: string; scenes: string[] };
  /** The mini-program (set up with fakeClient's id and secret): wx.login codes and the scenes of its codes. */
  miniprogram: FakeMiniprogram;
  close(): Promise<void>;
}

/**
 * Local stand-ins for GitHub, Gitee, QQ, WeChat (website QR) and Google, speaking each one's documented formats
 * (see the provider files in modules/oauth/providers). Their authorize pages redirect straight back with a code
 * for the person set in `person`, as if the user had approved.
 */
export async function startFakeOauthProviders(): Promise<FakeOauthProviders> {
  const grants = new FakeGrants();
  const refusals: string[] = [];
  const person: Record<string, FakePerson> = {
    github: { id: "583231", name: "octocat", avatar: "https://avatars.githubusercontent.com/u/583231" },
    gitee: { id: "1234567", name: "gitee-user", avatar: "https://gitee.com/assets/no_portrait.png" },
    qq: { id: "QQOPENID0001", name: "QQ用户", avatar: "http://qzapp.qlogo.cn/qzapp/1/2/100", unionid: "QQUNION0001" },
    wechat: { id: "o6_bmjrPTlm6_2sgVt7hMZOPfL2M", name: "微信用户", avatar: "https://thirdwx.qlogo.cn/mmopen/x/132", unionid: "o6_bmasdasdsad6_2sgVt7hMZOPfL" },
    google: { id: "110169484474386276334", name: "Google User", avatar: "https://lh3.googleusercontent.com/a/x", email: "user@gmail.com" },
  };
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const googleJwk = { ...(await exportJWK(publicKey)), kid: "fake-google-key", alg: "RS256", use: "sig" };
  const stranger = await generateKeyPair("RS256");
  const officialAccount: FakeOauthProviders["officialAccount"] = {
    tokens: new FakeStableTokens((appId) => (appId === fakeClient.id ? fakeClient.secret : undefined)),
    jsapiTicket: "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg",
    scenes: [],
  };
  const tamper: FakeOauthProviders["tamper"] = {};
  const miniprogram = await fakeMiniprogramRoutes(fakeClient, officialAccount.tokens);

  const refuse = (why: string, answer: FakeResponse): FakeResponse => {
    refusals.push(why);
    return answer;
  };

  /** An authorize page: checks the client and sends the browser back to redirect_uri with a code and the state. */
  function authorize(provider: string, request: FakeRequest, clientKey: string): FakeResponse {
    const q = request.url.searchParams;
    if (q.get(clientKey) !== fakeClient.id) return { status: 400, body: "unknown client" };
    const redirectUri = q.get("redirect_uri") ?? "";
    const code = grants.issue({
      provider, clientId: fakeClient.id, redirectUri, codeChallenge: q.get("code_challenge") ?? "", nonce: q.get("nonce") ?? "", person: person[provider],
    });
    const back = new URL(redirectUri);
    back.searchParams.set("code", code);
    back.searchParams.set("state", q.get("state") ?? "");
    return { status: 302, headers: { location: back.toString() } };
  }

  const routes: Record<string, (request: FakeRequest) => FakeResponse | Promise<FakeResponse>> = {
    ...miniprogram.routes,
    // GitHub: docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
    "GET /github.com/login/oauth/authorize": (r) => authorize("github", r, "client_id"),
    "POST /github.com/login/oauth/access_token": (r) => {
      const f = form(r);
      if (f.get("client_secret") !== fakeClient.secret) return refuse("github secret", json(200, { error: "incorrect_client_credentials" }));
      const result = grants.redeem("github", { code: f.get("code") ?? "", clientId: f.get("client_id") ?? "", redirectUri: f.get("redirect_uri") ?? undefined, codeVerifier: f.get("code_verifier") ?? "" });
      if (typeof result === "string") return refuse(`github ${result}`, json(200, { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." }));
      return json(200, { access_token: result.token, token_type: "bearer", scope: "read:user" });
    },
    "GET /api.github.com/user": (r) => {
      const grant = grants.holder(bearer(r));
      if (!grant || !r.headers["user-agent"]) return json(401, { message: "Bad credentials" });
      return json(200, { login: grant.person.name, id: Number(grant.person.id), avatar_url: grant.person.avatar, name: grant.person.name, type: "User" });
    },
    // Gitee: gitee.com/api/v5/oauth_doc
    "GET /gitee.com/oauth/authorize": (r) => authorize("gitee", r, "client_id"),
    "POST /gitee.com/oauth/token": (r) => {
      const f = form(r);
      if (f.get("grant_type") !== "authorization_code" || f.get("client_secret") !== fakeClient.secret) return refuse("gitee client", json(401, { error: "invalid_client" }));
      const result = grants.redeem("gitee", { code: f.get("code") ?? "", clientId: f.get("client_id") ?? "", redirectUri: f.get("redirect_uri") ?? "" });
      if (typeof result === "string") return refuse(`gitee ${result}`, json(400, { error: "invalid_grant", error_description: "授权码无效" }));
      return json(200, { access_token: result.token, token_type: "bearer", expires_in: 86400, refresh_token: "r", scope: "user_info", created_at: 0 });
    },
    "GET /gitee.com/api/v5/user": (r) => {
      const grant = grants.holder(r.url.searchParams.get("access_token") ?? "");
      if (!grant) return json(401, { message: "401 Unauthorized: Access token is expired" });
      return json(200, { id: Number(grant.person.id), login: grant.person.name, name: grant.person.name, avatar_url: grant.person.avatar });
    },
    // QQ 互联: wiki.connect.qq.com
    "GET /graph.qq.com/oauth2.0/authorize": (r) => authorize("qq", r, "client_id"),
    "GET /graph.qq.com/oauth2.0/token": (r) => {
      const q = r.url.searchParams;
      if (q.get("client_secret") !== fakeClient.secret) return refuse("qq secret", json(200, { error: 100016, error_description: "access token check failed" }));
      const result = grants.redeem("qq", { code: q.get("code") ?? "", clientId: q.get("client_id") ?? "", redirectUri: q.get("redirect_uri") ?? "" });
      if (typeof result === "string") return refuse(`qq ${result}`, json(200, { error: 100019, error_description: "code to access token error" }));
      if (q.get("fmt") === "json") return json(200, { access_token: result.token, expires_in: "7776000", refresh_token: "r" });
      return { status: 200, body: `access_token=${result.token}&expires_in=7776000&refresh_token=r` };
    },
    "GET /graph.qq.com/oauth2.0/me": (r) => {
      const q = r.url.searchParams;
      const grant = grants.holder(q.get("access_token") ?? "");
      const body = grant
        ? { client_id: grant.clientId, openid: grant.person.id, ...(q.get("unionid") === "1" ? { unionid: grant.person.unionid } : {}) }
        : { error: 100016, error_description: "access token check failed" };
      return q.get("fmt") === "json" ? json(200, body) : { status: 200, body: `callback( ${JSON.stringify(body)} );\n` };
    },
    "GET /graph.qq.com/user/get_user_info": (r) => {
      const q = r.url.searchParams;
      const grant = grants.holder(q.get("access_token") ?? "");
      if (!grant || q.get("oauth_consumer_key") !== grant.clientId || q.get("openid") !== grant.person.id) return json(200, { ret: -1, msg: "client request's parameters are invalid" });
      return json(200, { ret: 0, msg: "", nickname: grant.person.name, figureurl_qq_1: `${grant.person.avatar}/40`, figureurl_qq_2: `${grant.person.avatar}/100`, gender: "男" });
    },
    // WeChat website sign-in: developers.weixin.qq.com/doc/oplatform/Website_App/WeChat_Login/Wechat_Login.html
    "GET /open.weixin.qq.com/connect/qrconnect": (r) =>
      r.url.searchParams.get("scope") === "snsapi_login" ? authorize("wechat", r, "appid") : { status: 400, body: "scope 参数错误或没有 scope 权限" },
    "GET /api.weixin.qq.com/sns/oauth2/access_token": (r) => {
      const q = r.url.searchParams;
      if (q.get("secret") !== fakeClient.secret) return refuse("wechat secret", json(200, { errcode: 40125, errmsg: "invalid appsecret" }));
      const result = grants.redeem("wechat", { code: q.get("code") ?? "", clientId: q.get("appid") ?? "" });
      if (typeof result === "string") return refuse(`wechat ${result}`, json(200, { errcode: 40029, errmsg: "invalid code" }));
      const p = result.grant.person;
      return json(200, { access_token: result.token, expires_in: 7200, refresh_token: "r", openid: p.id, scope: "snsapi_login", unionid: p.unionid });
    },
    "GET /api.weixin.qq.com/sns/userinfo": (r) => {
      const q = r.url.searchParams;
      const grant = grants.holder(q.get("access_token") ?? "");
      if (!grant || q.get("openid") !== grant.person.id) return json(200, { errcode: 40003, errmsg: "invalid openid" });
      const p = grant.person;
      return json(200, { openid: p.id, nickname: p.name, sex: 1, province: "", city: "", country: "CN", headimgurl: p.avatar, privilege: [], unionid: p.unionid });
    },
    // Google: developers.google.com/identity/openid-connect/openid-connect
    "GET /accounts.google.com/o/oauth2/v2/auth": (r) => authorize("google", r, "client_id"),
    "POST /oauth2.googleapis.com/token": async (r) => {
      const f = form(r);
      if (f.get("client_secret") !== fakeClient.secret || f.get("grant_type") !== "authorization_code") return refuse("google client", json(401, { error: "invalid_client" }));
      const result = grants.redeem("google", { code: f.get("code") ?? "", clientId: f.get("client_id") ?? "", redirectUri: f.get("redirect_uri") ?? "", codeVerifier: f.get("code_verifier") ?? "" });
      if (typeof result === "string") return refuse(`google ${result}`, json(400, { error: "invalid_grant", error_description: "Bad Request" }));
      const p = result.grant.person;
      const nonce = tamper.google === "wrong-nonce" ? "another-nonce" : result.grant.nonce;
      const idToken = await new SignJWT({ email: p.email, email_verified: true, name: p.name, picture: p.avatar, nonce })
        .setProtectedHeader({ alg: "RS256", kid: googleJwk.kid, typ: "JWT" })
        .setIssuer("https://accounts.google.com")
        .setAudience(fakeClient.id)
        .setSubject(p.id)
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(tamper.google === "stranger-key" ? stranger.privateKey : privateKey);
      return json(200, { access_token: result.token, expires_in: 3599, scope: "openid email profile", token_type: "Bearer", id_token: idToken });
    },
    "GET /www.googleapis.com/oauth2/v3/certs": () => json(200, { keys: [googleJwk] }),
    // WeChat official account: getStableAccessToken, JS-SDK getticket, Generating_a_Parametric_QR_Code.
    "POST /api.weixin.qq.com/cgi-bin/stable_token": (r) => {
      const answer = officialAccount.tokens.answer(r.body.toString("utf8"));
      return "errcode" in answer ? refuse("official account credentials", json(200, answer)) : json(200, answer);
    },
    "GET /api.weixin.qq.com/cgi-bin/ticket/getticket": (r) => {
      const q = r.url.searchParams;
      const refusal = officialAccount.tokens.refusal(q.get("access_token") ?? "");
      if (refusal) return json(200, refusal);
      if (q.get("type") !== "jsapi") return json(200, { errcode: 40097, errmsg: "invalid args" });
      return json(200, { errcode: 0, errmsg: "ok", ticket: officialAccount.jsapiTicket, expires_in: 7200 });
    },
    "POST /api.weixin.qq.com/cgi-bin/qrcode/create": (r) => {
      const refusal = officialAccount.tokens.refusal(r.url.searchParams.get("access_token") ?? "");
      if (refusal) return json(200, refusal);
      const request = JSON.parse(r.body.toString("utf8")) as { expire_seconds?: number; action_name?: string; action_info?: { scene?: { scene_str?: string } } };
      const scene = request.action_info?.scene?.scene_str ?? "";
      if (request.action_name !== "QR_STR_SCENE" || !scene || scene.length > 64) return json(200, { errcode: 40097, errmsg: "invalid args" });
      officialAccount.scenes.push(scene);
      const ticket = `gQH47joAAAAAAAAAASxodHRwOi8vd2VpeGluLnFxLmNvbS9xL${officialAccount.scenes.length}`;
      return json(200, { ticket, expire_seconds: request.expire_seconds ?? 60, url: `http://weixin.qq.com/q/${scene}` });
    },
  };

  const server = await startFakeHttp((request) => routes[`${request.method} ${request.url.pathname}`]?.(request) ?? json(404, { error: "not found" }));
  return { origin: server.origin, person, refusals, tamper, officialAccount, miniprogram: miniprogram.state, close: server.close };
}
