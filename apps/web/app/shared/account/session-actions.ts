import { authEndpoints } from "@wenku/contract";
import { callApi } from "../../lib/call-api";
import { clearSession, refreshSession, setSession } from "../../lib/session";
import type { LoginReply } from "./types";

/** Login stores the user and token, then loads the permissions and groups (spec §4, api-contract §10). */
export async function completeLogin(reply: LoginReply) {
  setSession({ token: reply.token, user: reply.user, permissions: [], groups: [] });
  await refreshSession(reply.token);
}

/** Revokes the token on the server (best effort) and clears all stored state. */
export async function logout() {
  try {
    await callApi(authEndpoints.logout);
  } catch {
    // The token may already be revoked or expired; the stored state is cleared either way.
  }
  clearSession();
}
