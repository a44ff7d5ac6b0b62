import { App } from "antd";
import { useCallback } from "react";
import { errorMessage } from "../lib/api-client";
import { zh } from "../locales/zh-CN";

/**
 * Runs one admin call: on success shows `done` (when given) and returns true; on failure shows the server's
 * message and returns false, so forms stay open for a correction.
 */
export function useAction() {
  const { message } = App.useApp();
  return useCallback(
    async (call: () => Promise<unknown>, done?: string): Promise<boolean> => {
      try {
        await call();
        if (done) void message.success(done);
        return true;
      } catch (error) {
        void message.error(errorMessage(error, zh.admin.failed));
        return false;
      }
    },
    [message],
  );
}

/** useAction that also calls `onSuccess` (e.g. a list reload) after each call that succeeded. */
export function useActionThen(onSuccess: () => void) {
  const run = useAction();
  return useCallback(
    async (call: () => Promise<unknown>, done?: string): Promise<boolean> => {
      const ok = await run(call, done);
      if (ok) onSuccess();
      return ok;
    },
    [run, onSuccess],
  );
}
