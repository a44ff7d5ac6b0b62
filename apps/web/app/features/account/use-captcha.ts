import { useCallback, useEffect, useRef, useState } from "react";
import { userApi, type CaptchaReply, type CaptchaType } from "./api";

export interface CaptchaState {
  /** The captcha to show, or null when none is required. */
  captcha: CaptchaReply | null;
  refresh: () => void;
}

/**
 * Loads a captcha of `type` on the client when the settings require one, or when the server demanded one
 * (`demanded`: a refused login said `captcha_required`); refresh after every failed submit.
 * Only the latest request's reply is shown, so the image always matches the id sent with the answer.
 */
export function useCaptcha(type: CaptchaType, required: boolean, demanded = false): CaptchaState {
  const [captcha, setCaptcha] = useState<CaptchaReply | null>(null);
  const latest = useRef(0);
  const refresh = useCallback(() => {
    if (!required && !demanded) return;
    const request = ++latest.current;
    userApi.captcha(type, demanded).then(
      (reply) => request === latest.current && setCaptcha(reply.enable ? reply : null),
      () => request === latest.current && setCaptcha(null),
    );
  }, [type, required, demanded]);
  useEffect(refresh, [refresh]);
  return { captcha, refresh };
}
