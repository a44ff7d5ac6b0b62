import { relativeTime } from "@wenku/contract";
import { useHydrated } from "../lib/use-hydrated";

/**
 * "3天前" in the browser; the plain date in the server render and during hydration, so the markup the server sent
 * and the first client render agree whatever the clocks say.
 */
export function RelativeDate({ value }: { value?: string }) {
  const hydrated = useHydrated();
  if (!value) return null;
  return (
    <time dateTime={value} title={value.replace("T", " ").slice(0, 19)}>
      {hydrated ? relativeTime(value) : value.slice(0, 10)}
    </time>
  );
}
