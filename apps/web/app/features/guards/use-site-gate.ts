import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { entryHref } from "../../lib/redirect";
import { useSession } from "../../lib/session";
import { useSettings } from "../../lib/site-data";
import { useHydrated } from "../../lib/use-hydrated";
import { mustGoToLogin } from "./gate-rules";

/** Applies the site gates on the client once the stored session is known. Mount once at the root. */
export function useSiteGate() {
  const hydrated = useHydrated();
  const session = useSession();
  const { security } = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const blocked = hydrated && mustGoToLogin(security, session, location.pathname);
  useEffect(() => {
    if (blocked) void navigate(entryHref("/login", location), { replace: true });
  }, [blocked, location, navigate]);
}
