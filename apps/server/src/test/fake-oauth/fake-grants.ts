import crypto from "node:crypto";

/** The person a fake provider signs in (what its authorize page would ask the user for). */
export interface FakePerson {
  id: string;
  name: string;
  avatar: string;
  /** WeChat/QQ: the developer-wide id. */
  unionid?: string;
  email?: string;
}

/** An authorization code a fake provider issued: single use, for one client, redirect address and PKCE challenge. */
export interface FakeGrant {
  provider: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  person: FakePerson;
  used: boolean;
}

/** Codes and access tokens of the fakes, as a provider keeps them. */
export class FakeGrants {
  private readonly codes = new Map<string, FakeGrant>();
  private readonly tokens = new Map<string, FakeGrant>();

  issue(grant: Omit<FakeGrant, "used">): string {
    const code = crypto.randomBytes(16).toString("hex");
    this.codes.set(code, { ...grant, used: false });
    return code;
  }

  /**
   * Redeems a code as a provider does: known, unused, for this provider, client and redirect address, and — when the
   * authorize request carried a PKCE challenge — with the verifier that hashes to it. Answers an access token.
   */
  redeem(provider: string, input: { code: string; clientId: string; redirectUri?: string; codeVerifier?: string }): { token: string; grant: FakeGrant } | string {
    const grant = this.codes.get(input.code);
    if (!grant || grant.provider !== provider) return "unknown code";
    if (grant.used) return "code already used";
    grant.used = true;
    if (grant.clientId !== input.clientId) return "wrong client";
    if (input.redirectUri !== undefined && input.redirectUri !== grant.redirectUri) return "redirect_uri mismatch";
    if (grant.codeChallenge) {
      const challenge = crypto.createHash("sha256").update(input.codeVerifier ?? "").digest("base64url");
      if (challenge !== grant.codeChallenge) return "PKCE verification failed";
    }
    const token = crypto.randomBytes(16).toString("hex");
    this.tokens.set(token, grant);
    return { token, grant };
  }

  holder(token: string): FakeGrant | undefined {
    return this.tokens.get(token);
  }
}
