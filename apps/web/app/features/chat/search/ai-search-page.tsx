import { Button, Card, Input } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { AnswerBubble } from "../answer/answer-bubble";
import { ModelControls } from "../composer/model-controls";
import { useChatModels } from "../composer/use-chat-models";
import { useModelChoice } from "../composer/use-model-choice";
import { ChatPageFrame } from "../layout/chat-page-frame";
import { SearchHits } from "./search-hits";
import { useAiSearch } from "./use-ai-search";

/** /chat/search: one question → an AI answer over the best pages, and the pages themselves below it. */
export function AiSearchPage() {
  const settings = useSettings();
  const models = useChatModels();
  const [choice, setChoice] = useModelChoice();
  const search = useAiSearch();
  const [wd, setWd] = useState("");
  const busy = search.searching || search.streaming;

  return (
    <ChatPageFrame title={zh.chat.searchTitle}>
      <div className="wk-chat-scroll">
        <div className="wk-chat-search">
          <Input.Search
            size="large"
            value={wd}
            onChange={(e) => setWd(e.target.value)}
            onSearch={(value) => void search.run(value, choice)}
            placeholder={zh.chat.searchPlaceholder}
            enterButton={zh.chat.searchButton}
            loading={busy}
            disabled={!settings.llm.enable}
            maxLength={500}
            data-testid="chat-search-input"
          />
          <ModelControls models={models} choice={choice} onChange={setChoice} />
          {search.answer && (
            <Card
              size="small"
              className="wk-chat-search-answer"
              title={zh.chat.searchAnswer}
              extra={
                search.streaming ? (
                  <Button size="small" danger onClick={() => void search.stop()} data-testid="chat-stop">
                    {zh.chat.stop}
                  </Button>
                ) : (
                  search.topicUuid && <Link to={`/chat/${search.topicUuid}`}>{zh.chat.continueChat}</Link>
                )
              }
            >
              <AnswerBubble answer={search.answer} streaming={search.streaming} title={search.query} />
            </Card>
          )}
          {search.query && <SearchHits hits={search.hits} total={search.total} loading={search.searching} />}
        </div>
      </div>
    </ChatPageFrame>
  );
}
