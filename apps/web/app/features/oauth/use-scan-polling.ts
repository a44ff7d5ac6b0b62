import { oauthEndpoints, type ApiReplyOf } from "@wenku/contract";
import { useEffect, useRef } from "react";
import { callApi } from "../../lib/call-api";

export type ScanReply = ApiReplyOf<typeof oauthEndpoints.scanStatus>;

export interface ScanPollingHandlers {
  /** The official account reported the scan: the phone is to confirm. */
  onScanned(): void;
  /** done, cancelled or expired: polling stops. */
  onFinal(reply: ScanReply): void;
  onError(error: unknown): void;
}

const POLL_MS = 1000;

/** Asks scan/login/status every second while `scene` is set (api-contract: the web polls every 1 s), until a final answer. */
export function useScanPolling(scene: string, handlers: ScanPollingHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!scene) return;
    let stopped = false;
    let inFlight = false;
    const stop = () => {
      stopped = true;
      clearInterval(timer);
    };
    const timer = setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      callApi(oauthEndpoints.scanStatus, { body: { scene } }).then(
        (reply) => {
          inFlight = false;
          if (stopped || reply.status === "waiting") return;
          if (reply.status === "scanned") return latest.current.onScanned();
          stop();
          latest.current.onFinal(reply);
        },
        (error: unknown) => {
          inFlight = false;
          if (stopped) return;
          stop();
          latest.current.onError(error);
        },
      );
    }, POLL_MS);
    return stop;
  }, [scene]);
}
