import { useCallback, useEffect, useRef, useState } from "react";
import { captchaEndpoints } from "@wenku/contract";
import { callApi } from "../../lib/call-api";
import type { CaptchaReply, CaptchaType } from "./types";

export interface CaptchaState {
  /** The captcha to show, or null when none is required. */
  captcha: CaptchaReply | null;
  /** A captcha is required and has not arrived yet (true in the server render too): forms keep submit disabled. */
  loading: boolean;
  /** The captcha could not be loaded; `refresh` tries again. */
  failed: boolean;
  refresh: () => void;
}

/**
 * Loads a captcha of `type` on the client when the settings require one, or when the server demanded one
 * (`demanded`: a refused login said `captcha_required`); refresh after every failed submit.
 * Only the latest request's reply is shown, so the image always matches the id sent with the answer.
 */
export function useCaptcha(type: CaptchaType, required: boolean, demanded = false): CaptchaState {
  // undefined until the first reply: the form shows the captcha's place as loading, from the first paint on.
  const [reply, setReply] = useState<CaptchaReply | "failed" | undefined>(undefined);
  const latest = useRef(0);
  const refresh = useCallback(() => {
    if (!required && !demanded) return;
    const request = ++latest.current;
    // `t` makes every request draw a new image; `required` draws a login captcha the login throttle asked for.
    callApi(captchaEndpoints.get, { query: { type, t: String(Date.now()), ...(demanded ? { required: true } : {}) } }).then(
      (answer) => request === latest.current && setReply(answer),
      () => request === latest.current && setReply("failed"),
    );
  }, [type, required, demanded]);
  useEffect(refresh, [refresh]);
  const wanted = required || demanded;
  const captcha = wanted && reply && reply !== "failed" && reply.enable ? reply : null;
  return { captcha, loading: wanted && reply === undefined, failed: wanted && reply === "failed", refresh };
}
