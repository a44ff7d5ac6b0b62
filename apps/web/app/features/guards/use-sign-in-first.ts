import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { entryHref } from "../../lib/redirect";
import { useSession } from "../../lib/session";

/** Runs an action for a signed-in visitor; sends anyone else to /login?redirect=<here> first. */
export function useSignInFirst() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = Boolean(session.token && session.user);
  return useCallback(
    (action: () => void) => {
      if (signedIn) action();
      else void navigate(entryHref("/login", location));
    },
    [signedIn, navigate, location],
  );
}
