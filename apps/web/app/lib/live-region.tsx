import type { CSSProperties } from "react";

/** Out of sight but read by screen readers (the usual clip pattern). */
const visuallyHidden: CSSProperties = {
  position: "absolute", width: 1, height: 1, margin: -1, padding: 0, overflow: "hidden", clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap", border: 0,
};

/**
 * A polite status that screen readers announce when its text changes, not shown on screen. Keep it mounted and
 * change `text`: a region that appears together with its text is often not announced.
 */
export function LiveRegion({ text, testId }: { text: string; testId?: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden} data-testid={testId}>
      {text}
    </div>
  );
}
