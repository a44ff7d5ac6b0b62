import type { OauthProviderSlug } from "@wenku/contract";
import type { RequestInit, Response } from "undici";

/** What an administrator set for one provider (the custom provider adds its addresses). */
export interface ProviderSettings {
  clientId: string;
  clientSecret: string;
  /** Custom provider only. */
  custom?: CustomProviderSettings;
}

export interface CustomProviderSettings {
  name: string;
  issuer: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
}

/** How a provider reaches the outside: through the outbound guard, and at a local fake in tests. */
export interface ProviderIo {
  /** The address to use for a provider's published one (its stand-in at the test origin in tests). */
  url(address: string): string;
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /** Tests only: the local fakes speak plain HTTP. */
  insecure: boolean;
}

/** The authorize request of one sign-in, made and remembered by the server (oauth-state.ts). */
export interface AuthorizeInput {
  state: string;
  redirectUri: string;
  /** PKCE (RFC 7636) S256 challenge and OpenID Connect nonce, for providers that take them. */
  codeChallenge: string;
  nonce: string;
}

export interface CallbackInput {
  code: string;
  state: string;
  /** RFC 9207 `iss` of the callback, when the provider sends one. */
  iss: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
}

/** The person the provider vouches for. */
export interface Identity {
  openid: string;
  unionid: string;
  username: string;
  avatar: string;
}

export interface OauthProvider {
  slug: OauthProviderSlug;
  /** Whether the settings are complete enough to offer the button. */
  configured(settings: ProviderSettings): boolean;
  authorizeUrl(io: ProviderIo, settings: ProviderSettings, input: AuthorizeInput): string | Promise<string>;
  /** Exchanges the code and reads who signed in; throws ProviderError when the provider refuses or answers oddly. */
  identify(io: ProviderIo, settings: ProviderSettings, input: CallbackInput): Promise<Identity>;
}

/** A provider refused or answered something unreadable; the detail goes to the log, the user sees a plain message. */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderError";
  }
}

export const hasCredentials = (s: ProviderSettings) => s.clientId.trim() !== "" && s.clientSecret.trim() !== "";

/** Adds query parameters to an address (keeping any it has). */
export function withQuery(address: string, params: Record<string, string>): string {
  const url = new URL(address);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
