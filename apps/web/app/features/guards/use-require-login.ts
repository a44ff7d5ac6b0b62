import { App } from "antd";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { entryHref } from "../../lib/redirect";
import { endedByLogout, useSession, type SessionState } from "../../lib/session";
import { useHydrated } from "../../lib/use-hydrated";

/**
 * For pages that need a signed-in user (/me, chat, the back office…): sends anonymous visitors, and members whose
 * session has expired, to /login?redirect=<here>, saying `notice` when given; a member who logs out on the page is
 * on their way elsewhere and left be. Returns the session once it is known to be signed in, and null before (server
 * render, hydration, redirecting).
 */
export function useRequireLogin(notice?: string): SessionState | null {
  const hydrated = useHydrated();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const signedIn = Boolean(session.token && session.user);
  // Whether this page had a signed-in member: their logging out here is no reason to ask them to sign in.
  const [hadSession, setHadSession] = useState(false);
  if (signedIn && !hadSession) setHadSession(true);
  const missing = hydrated && !signedIn && !(hadSession && endedByLogout());
  useEffect(() => {
    if (!missing) return;
    if (notice) void message.warning(notice);
    void navigate(entryHref("/login", location), { replace: true });
  }, [missing, location, navigate, notice, message]);
  return hydrated && signedIn ? session : null;
}
