import { useEffect, useSyncExternalStore } from "react";
import { api } from "./api-client";
import {
  anonymous, clearSession, readSession, reloadFromStorage, setSession, subscribeSession,
  type SessionPermission, type SessionState, type SessionUser,
} from "./session-store";
import { constants } from "@wenku/contract";

export { clearSession, setSession, type SessionState, type SessionUser };

/** The signed-in session; anonymous during the server render and hydration, then the stored one. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, readSession, () => anonymous);
}

/** Reloads the user and permissions from the server (after login, and when the window regains focus). */
export async function refreshSession(token = readSession().token): Promise<SessionState> {
  if (!token) return anonymous;
  try {
    const [user, perms] = await Promise.all([
      api.get<SessionUser>("/api/v1/user", undefined, { token }),
      api.get<{ permission: SessionPermission[] }>("/api/v1/user/permission", undefined, { token }),
    ]);
    setSession({ token, user, permissions: perms.permission ?? [] });
  } catch (error) {
    if ((error as { status?: number }).status === 401) clearSession();
  }
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
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("focus", onFocus);
    };
  }, []);
}
