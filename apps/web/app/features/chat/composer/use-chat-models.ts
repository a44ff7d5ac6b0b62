import type { ChatModel } from "@wenku/contract";
import { useEffect, useState } from "react";
import { chatApi } from "../chat-api";

/** The models a member may choose (GET /chat/model/list), loaded once per page. */
export function useChatModels(): ChatModel[] {
  const [models, setModels] = useState<ChatModel[]>([]);
  useEffect(() => {
    let live = true;
    chatApi.models().then(
      (reply) => live && setModels(reply.model),
      () => live && setModels([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return models;
}
