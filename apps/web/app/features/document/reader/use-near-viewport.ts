import { useEffect, useState, type RefObject } from "react";

/** Whether the element has come within a viewport's height of the viewport (stays true once it has). */
export function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: "100% 0px" });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
