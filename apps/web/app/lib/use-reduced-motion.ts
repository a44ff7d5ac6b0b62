import { useEffect, useState } from "react";

/**
 * Whether the visitor asked the system for reduced motion. False on the server and during hydration (so the
 * server HTML and the first client render agree), then follows the media query.
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}
