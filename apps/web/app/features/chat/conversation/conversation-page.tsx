import { Button, Empty, Popconfirm, Result, Spin } from "antd";
import { Link } from "react-router";
import { useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { documentHref } from "../../../shared/document-href";
import { ChatComposer } from "../composer/chat-composer";
import { ModelControls } from "../composer/model-controls";
import { useChatModels } from "../composer/use-chat-models";
import { useModelChoice } from "../composer/use-model-choice";
import { ChatPageFrame } from "../layout/chat-page-frame";
import { useClearDocumentChat } from "./use-clear-document-chat";
import { MessageList } from "./message-list";
import { useConversation } from "./use-conversation";
import { useTopicTitle } from "./use-topic-title";

/** /chat/<uuid>: one conversation — its messages, the answer streaming in, and the question box with stop. */
export function ConversationPage({ uuid }: { uuid: string }) {
  const settings = useSettings();
  const chat = useConversation(uuid);
  const models = useChatModels();
  const [choice, setChoice] = useModelChoice();
  const clearDocument = useClearDocumentChat(chat);
  const topic = chat.topic;
  useTopicTitle(topic?.title);

  if (chat.loading) return <Spin className="wk-chat-loading" size="large" />;
  if (!topic) {
    return <Result status="404" title={chat.error || zh.chat.topicNotFound} extra={<Link to="/chat">{zh.chat.newChat}</Link>} />;
  }

  const documentLink = topic.category === 1 && topic.document_uuid ? (
    <Link to={documentHref({ uuid: topic.document_uuid })} target="_blank" data-testid="chat-topic-document">
      {topic.title}
    </Link>
  ) : null;
  const extra = topic.category === 1 ? (
    <Popconfirm title={zh.chat.document.clearConfirm} onConfirm={clearDocument} okButtonProps={{ danger: true }}>
      <Button size="small" disabled={!chat.messages.length || chat.streamingId > 0}>{zh.chat.document.clear}</Button>
    </Popconfirm>
  ) : (
    <Link to="/chat">{zh.chat.newChat}</Link>
  );

  return (
    <ChatPageFrame title={documentLink ?? (topic.title || zh.chat.history.untitled)} extra={extra}>
      <div className="wk-chat-scroll">
        {chat.messages.length ? (
          <MessageList messages={chat.messages} streamingId={chat.streamingId} title={topic.title} />
        ) : (
          <Empty className="wk-chat-empty" description={topic.category === 1 ? zh.chat.document.about(topic.title) : zh.chat.welcomeTip} />
        )}
      </div>
      <div className="wk-chat-dock">
        <ChatComposer
          onSend={(text) => chat.send(text, choice)}
          streaming={chat.streamingId > 0}
          onStop={() => void chat.stop()}
          disabled={!settings.llm.enable}
          controls={<ModelControls models={models} choice={choice} onChange={setChoice} />}
          autoFocus
        />
      </div>
    </ChatPageFrame>
  );
}
