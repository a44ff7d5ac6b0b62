import { chatEndpoints, type ApiBodyOf } from "@wenku/contract";
import { useCallback } from "react";
import { callApi } from "../../../lib/call-api";
import { useQuota } from "./quota-context";

/**
 * Sends a question (POST /chat/message). Once the server has accepted it, today's quota is asked again: the question
 * took one message, and the counter shows it at once rather than when (or if) an answer is streamed.
 */
export function useSendQuestion() {
  const { reload } = useQuota();
  return useCallback(
    async (input: ApiBodyOf<typeof chatEndpoints.sendMessage>) => {
      const reply = await callApi(chatEndpoints.sendMessage, { body: input });
      reload();
      return reply;
    },
    [reload],
  );
}
