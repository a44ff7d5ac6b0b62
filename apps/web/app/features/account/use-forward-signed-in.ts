import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { safeRedirect } from "../../lib/redirect";
import { useSession } from "../../lib/session";
import { useSettings } from "../../lib/site-data";
import { useHydrated } from "../../lib/use-hydrated";
import { mustGoToLogin } from "../guards/gate-rules";

/**
 * A signed-in member sent to /login?redirect=… goes on to that page: on a closed or login-only site the server
 * sends every page request there, and the browser then loads the page through the API with the member's token.
 */
export function useForwardSignedIn() {
  const hydrated = useHydrated();
  const session = useSession();
  const { security } = useSettings();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get("redirect");
  const target = redirect ? safeRedirect(redirect) : null;
  const forward = hydrated && target !== null && Boolean(session.token && session.user) && !mustGoToLogin(security, session, target);
  useEffect(() => {
    if (forward && target) void navigate(target, { replace: true });
  }, [forward, target, navigate]);
}
