import { RobotOutlined } from "@ant-design/icons";
import { useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { ChatComposer } from "../composer/chat-composer";
import { ModelControls } from "../composer/model-controls";
import { useChatModels } from "../composer/use-chat-models";
import { useModelChoice } from "../composer/use-model-choice";
import { ChatPageFrame } from "../layout/chat-page-frame";
import { useStartChat } from "./use-start-chat";

/** /chat and /chat/dialog: a greeting and the question box; sending starts a new conversation. */
export function ChatStartPage() {
  const settings = useSettings();
  const models = useChatModels();
  const [choice, setChoice] = useModelChoice();
  const startChat = useStartChat();
  return (
    <ChatPageFrame title={zh.chat.pageTitle}>
      <div className="wk-chat-start">
        <div className="wk-chat-hello">
          <RobotOutlined className="wk-chat-hello-icon" />
          <h2>{zh.chat.welcome}</h2>
          <p className="wk-muted">{zh.chat.welcomeTip}</p>
        </div>
        <ChatComposer
          onSend={(text, options) => startChat(text, choice, options)}
          newTabOption
          disabled={!settings.llm.enable}
          controls={<ModelControls models={models} choice={choice} onChange={setChoice} />}
          autoFocus
        />
      </div>
    </ChatPageFrame>
  );
}
