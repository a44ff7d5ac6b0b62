import { llmEndpoints } from "@wenku/contract";
import { App } from "antd";
import { useCallback } from "react";
import { errorMessage } from "../../../lib/api-client";
import { callApi } from "../../../lib/call-api";
import { zh } from "../../../locales/zh-CN";
import type { LlmTestInput } from "./llm-types";

const t = zh.adminAi.llm;

/**
 * 测试连接: POST /llm/test, then a dialog with the latency and the model's reply (for an embedding model, the
 * vector length it answered), or the provider's error. Resolves once the dialog is shown.
 */
export function useLlmTest() {
  const { modal } = App.useApp();
  return useCallback(
    async (input: LlmTestInput, embedding: boolean) => {
      try {
        // A test changes nothing stored, so it invalidates no read (a plain call, not a mutation).
        const reply = await callApi(llmEndpoints.test, { body: input });
        if (reply.ok) {
          modal.success({
            title: t.testOk(reply.latency_ms),
            content: reply.reply ? <div data-testid="llm-test-reply">{embedding ? t.testDimensions(reply.reply) : `${t.testReply}：${reply.reply}`}</div> : null,
          });
        } else {
          modal.error({ title: t.testFailed, content: <div data-testid="llm-test-error">{reply.message || t.testFailed}</div> });
        }
      } catch (error) {
        modal.error({ title: t.testFailed, content: <div data-testid="llm-test-error">{errorMessage(error, t.testFailed)}</div> });
      }
    },
    [modal],
  );
}
