import { constants } from "@wenku/contract";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { zh } from "../../locales/zh-CN";
import "./loading-bar.css";

type Phase = "idle" | "running" | "done";

const { throttleMs, durationMs, hideAfterMs } = constants.loadingBar;

/**
 * The page loading bar (spec §4, §9): appears when a route transition lasts over 200 ms, runs from 0 towards
 * 100 % over 5 s, fills up when the transition completes and hides 500 ms later.
 */
export function LoadingBar() {
  const busy = useNavigation().state !== "idle";
  const [phase, setPhase] = useState<Phase>("idle");
  const [wasBusy, setWasBusy] = useState(busy);
  if (wasBusy !== busy) {
    setWasBusy(busy);
    if (!busy) setPhase((p) => (p === "idle" ? "idle" : "done"));
  }

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setPhase("running"), throttleMs);
    return () => clearTimeout(timer);
  }, [busy]);

  useEffect(() => {
    if (phase !== "done") return;
    const timer = setTimeout(() => setPhase("idle"), hideAfterMs);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === "idle") return null;
  return (
    <div
      className={`wk-loading-bar wk-loading-${phase}`}
      data-testid="loading-bar"
      role="progressbar"
      aria-label={zh.layout.pageLoading}
      style={phase === "running" ? { animationDuration: `${durationMs}ms` } : undefined}
    />
  );
}
