import { useCallback, useEffect, useState } from "react";
import { userApi, type CaptchaReply, type CaptchaType } from "./api";

export interface CaptchaState {
  /** The captcha to show, or null when none is required. */
  captcha: CaptchaReply | null;
  refresh: () => void;
}

/** Loads a captcha of `type` on the client when the settings require one; refresh after every failed submit. */
export function useCaptcha(type: CaptchaType, required: boolean): CaptchaState {
  const [captcha, setCaptcha] = useState<CaptchaReply | null>(null);
  const refresh = useCallback(() => {
    if (!required) return;
    userApi.captcha(type).then(
      (reply) => setCaptcha(reply.enable ? reply : null),
      () => setCaptcha(null),
    );
  }, [type, required]);
  useEffect(refresh, [refresh]);
  return { captcha, refresh };
}
