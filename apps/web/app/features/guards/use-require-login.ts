import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { entryHref } from "../../lib/redirect";
import { useSession, type SessionState } from "../../lib/session";
import { useHydrated } from "../../lib/use-hydrated";

/**
 * For pages that need a signed-in user (/me, chat…): sends anonymous visitors to /login?redirect=<here>.
 * Returns the session once it is known to be signed in, and null before (server render, hydration, redirecting).
 */
export function useRequireLogin(): SessionState | null {
  const hydrated = useHydrated();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = Boolean(session.token && session.user);
  const missing = hydrated && !signedIn;
  useEffect(() => {
    if (missing) void navigate(entryHref("/login", location), { replace: true });
  }, [missing, location, navigate]);
  return hydrated && signedIn ? session : null;
}
