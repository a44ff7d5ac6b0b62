import { useEffect, useSyncExternalStore } from "react";
import { callApi } from "./call-api";
import {
  anonymous, clearSession, endedByLogout, readSession, reloadFromStorage, setSession, subscribeSession,
  type SessionGroup, type SessionPermission, type SessionState, type SessionUser,
} from "./session-store";
import { constants, groupEndpoints, permissionEndpoints, userEndpoints } from "@wenku/contract";

export { clearSession, endedByLogout, setSession, type SessionGroup, type SessionPermission, type SessionState, type SessionUser };

/** The signed-in session; anonymous during the server render and hydration, then the stored one. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, readSession, () => anonymous);
}

/** Reloads the user, permissions and groups from the server (after login, and when the window regains focus). */
export async function refreshSession(token = readSession().token): Promise<SessionState> {
  if (!token) return anonymous;
  const [user, perms, groups] = await Promise.allSettled([
    callApi(userEndpoints.get, { token }),
    callApi(permissionEndpoints.mine, { token }),
    callApi(groupEndpoints.mine, { token }),
  ]);
  if (user.status === "rejected") {
    if ((user.reason as { status?: number }).status === 401 && readSession().token === token) clearSession("expired");
    return readSession();
  }
  if (readSession().token !== token) return readSession();
  setSession({
    token,
    user: user.value,
    ...(perms.status === "fulfilled" ? { permissions: perms.value.permission ?? [] } : {}),
    ...(groups.status === "fulfilled" ? { groups: groups.value.group ?? [] } : {}),
  });
  return readSession();
}

/** Keeps the session shared across tabs and fresh when the window regains focus. Mount once at the root. */
export function useSessionSync() {
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === constants.productKey) reloadFromStorage();
    };
    const onFocus = () => {
      reloadFromStorage();
      void refreshSession();
    };
    window.addEventListener("storage", onStorage);
    window.addEventListener("focus", onFocus);
    void refreshSession();
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("focus", onFocus);
    };
  }, []);
}
