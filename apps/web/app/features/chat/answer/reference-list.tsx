import { FileTextOutlined } from "@ant-design/icons";
import type { ChatReference } from "@wenku/contract";
import { zh } from "../../../locales/zh-CN";
import { citationHref } from "./remark-citations";

/** The pages an answer was given: number, title, page and relevance to 2 decimals (spec §2 chat screens). */
export function ReferenceList({ references }: { references: ChatReference[] }) {
  if (!references.length) return null;
  return (
    <div className="wk-chat-refs" data-testid="chat-references">
      <div className="wk-chat-refs-title">{zh.chat.references}</div>
      <ol className="wk-chat-refs-list">
        {references.map((ref) => (
          <li key={ref.n} data-testid="chat-reference">
            <span className="wk-chat-ref-n">{ref.n}</span>
            <a href={citationHref(ref)} target="_blank" rel="noopener noreferrer" className="wk-chat-ref-title" title={ref.content}>
              <FileTextOutlined /> {ref.title}
            </a>
            <span className="wk-muted">{zh.chat.page(ref.page)}</span>
            <span className="wk-muted" data-testid="chat-reference-score">{zh.chat.score(ref.score.toFixed(2))}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
