import { chatModelChoiceSchema, defaultChatModelChoice, type ChatModelChoice } from "@wenku/contract";
import { useCallback, useMemo, useState } from "react";
import { useHydrated } from "../../../lib/use-hydrated";

const storageKey = "wenku-chat-model";

function readChoice(): ChatModelChoice {
  try {
    const parsed = chatModelChoiceSchema.safeParse(JSON.parse(localStorage.getItem(storageKey) ?? "null"));
    return parsed.success ? parsed.data : defaultChatModelChoice;
  } catch {
    return defaultChatModelChoice;
  }
}

/**
 * The member's model and thinking choice (spec §9 default {modelId: 0, enableThinking: true}), kept in local
 * storage so every chat page and later visits start from it. The default during the server render and hydration.
 */
export function useModelChoice(): [ChatModelChoice, (next: Partial<ChatModelChoice>) => void] {
  const hydrated = useHydrated();
  const stored = useMemo(() => (hydrated ? readChoice() : defaultChatModelChoice), [hydrated]);
  const [chosen, setChosen] = useState<ChatModelChoice | null>(null);
  const update = useCallback((next: Partial<ChatModelChoice>) => {
    setChosen((current) => {
      const merged = { ...(current ?? readChoice()), ...next };
      try {
        localStorage.setItem(storageKey, JSON.stringify(merged));
      } catch {
        /* storage full or blocked: the choice lasts for this page */
      }
      return merged;
    });
  }, []);
  return [chosen ?? stored, update];
}
