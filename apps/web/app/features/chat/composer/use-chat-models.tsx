import { llmEndpoints, type ChatModel } from "@wenku/contract";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { callApi } from "../../../lib/call-api";

const ChatModelsContext = createContext<ChatModel[]>([]);

/** The models a member may choose (GET /chat/model/list), loaded once for every chat page under the layout. */
export function ChatModelsProvider({ children }: { children: ReactNode }) {
  const [models, setModels] = useState<ChatModel[]>([]);
  useEffect(() => {
    let live = true;
    callApi(llmEndpoints.chatModels).then(
      (reply) => live && setModels(reply.model),
      () => live && setModels([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return <ChatModelsContext.Provider value={models}>{children}</ChatModelsContext.Provider>;
}

export const useChatModels = () => useContext(ChatModelsContext);
