import { formatBytes } from "@wenku/contract";
import { Tag } from "antd";
import { Link } from "react-router";
import { creditName, useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { documentHref } from "../../../shared/document-href";
import { FileTypeIcon } from "../../../shared/file-type-icon";
import { RelativeDate } from "../../../shared/relative-date";
import { VipOnlyTag } from "../../vip/vip-only-tag";
import type { ListedDocument } from "../document-loader";

/** One document of a list: type icon, title, description and keywords (as the settings allow), counters, price. */
export function DocumentListItem({ doc }: { doc: ListedDocument }) {
  const settings = useSettings();
  const display = settings.display;
  const keywords = display.hide_keywords_on_lists ? [] : doc.keywords.split(/[,，]/).map((k) => k.trim()).filter(Boolean).slice(0, 5);
  const price = doc.price;
  return (
    <li className="wk-list-item" data-testid="document-list-item">
      <FileTypeIcon ext={doc.ext} size={36} />
      <div className="wk-list-main">
        <Link className="wk-list-title" to={documentHref(doc)}>{doc.title}</Link>
        {doc.is_vip && <VipOnlyTag afterTitle />}
        {display.show_document_descriptions && doc.description && <p className="wk-list-description">{doc.description}</p>}
        <div className="wk-list-meta">
          <span>{doc.pages} {zh.document.pagesUnit}</span>
          <span>{formatBytes(doc.size)}</span>
          {display.show_document_view_count && <span>{doc.view_count} {zh.document.views}</span>}
          {display.show_document_download_count && <span>{doc.download_count} {zh.document.downloads}</span>}
          <RelativeDate value={doc.created_at} />
          {doc.username && <Link to={`/user/${doc.user_id}`}>{doc.username}</Link>}
          <span className={price > 0 ? "wk-list-price" : "wk-list-free"}>
            {price > 0 ? zh.document.priceIn(price, creditName(settings)) : zh.document.free}
          </span>
        </div>
        {keywords.length > 0 && (
          <div className="wk-list-keywords">
            {keywords.map((k) => <Tag key={k}>{k}</Tag>)}
          </div>
        )}
      </div>
    </li>
  );
}
