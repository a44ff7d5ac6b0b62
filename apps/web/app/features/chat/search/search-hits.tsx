import { FileTextOutlined } from "@ant-design/icons";
import { Empty, List, Tag } from "antd";
import { zh } from "../../../locales/zh-CN";
import { citationHref } from "../answer/remark-citations";
import type { SearchHit } from "../chat-messages";

/** The best pages for an AI search: title, page, relevance and the excerpt, each opening the reader at its page. */
export function SearchHits({ hits, total, loading }: { hits: SearchHit[]; total: number; loading: boolean }) {
  if (!loading && hits.length === 0) return <Empty description={zh.chat.searchNoHits} />;
  return (
    <List
      className="wk-chat-hits"
      loading={loading}
      header={<span className="wk-muted">{zh.chat.searchHits(total)}</span>}
      dataSource={hits}
      renderItem={(hit, i) => (
        <List.Item key={`${hit.uuid}-${hit.page}-${i}`} data-testid="chat-search-hit">
          <List.Item.Meta
            title={
              <a href={citationHref(hit)} target="_blank" rel="noopener noreferrer">
                <FileTextOutlined /> {hit.title}
              </a>
            }
            description={
              <>
                <Tag>{zh.chat.page(hit.page)}</Tag>
                <Tag color="blue">{zh.chat.score(hit.score.toFixed(2))}</Tag>
                <div className="wk-chat-hit-excerpt">{hit.content}</div>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
