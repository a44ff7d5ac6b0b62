import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { safeRedirect } from "../../lib/redirect";
import { useSession } from "../../lib/session";
import { useSettings } from "../../lib/site-data";
import { useHydrated } from "../../lib/use-hydrated";
import { mustGoToLogin } from "../guards/gate-rules";

/**
 * A signed-in member opening /login or /register goes on (spec §6): to ?redirect= when there is one, else to their
 * homepage; on a closed site a member without permissions stays. On a closed or login-only site the server sends
 * every page request to /login?redirect=…, and the browser then loads the page through the API with the member's
 * token. `paused` while the page's own form signs in (it then goes where it means to).
 */
export function useForwardSignedIn(paused = false) {
  const hydrated = useHydrated();
  const session = useSession();
  const { security } = useSettings();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get("redirect");
  const userId = session.token ? session.user?.id : undefined;
  const target = redirect ? safeRedirect(redirect) : userId ? `/user/${userId}` : null;
  const forward = hydrated && !paused && target !== null && userId !== undefined && !mustGoToLogin(security, session, target);
  useEffect(() => {
    if (forward && target) void navigate(target, { replace: true });
  }, [forward, target, navigate]);
}
