import { formatBytes } from "@wenku/contract";
import { Breadcrumb, Space } from "antd";
import { Link } from "react-router";
import { useSiteData } from "../../lib/site-data";
import { AskDocumentButton } from "../chat/ask-document-button";
import { zh } from "../../locales/zh-CN";
import { DocumentRating } from "./actions/document-rating";
import { FavoriteButton } from "./actions/favorite-button";
import { ReportButton } from "./actions/report-button";
import { ShareButton } from "./actions/share-button";
import type { PageDocument } from "./document-loader";
import { documentCategoryChain } from "../../shared/category-path";
import { FileTypeIcon } from "../../shared/file-type-icon";
import { RelativeDate } from "../../shared/relative-date";

/** Breadcrumb, type icon and title, the counters the settings show, the rating and the actions. */
export function DocumentHeader({ doc }: { doc: PageDocument }) {
  const { categories, settings } = useSiteData();
  const display = settings.display;
  const chain = documentCategoryChain(categories, doc);
  const stats = [
    `${doc.pages} ${zh.document.pagesUnit}`,
    formatBytes(doc.size),
    ...(display.show_document_view_count ? [`${doc.view_count} ${zh.document.views}`] : []),
    ...(display.show_document_download_count ? [`${doc.download_count} ${zh.document.downloads}`] : []),
  ];
  return (
    <header className="wk-doc-header">
      <Breadcrumb
        items={[
          { title: <Link to="/">{zh.common.home}</Link> },
          ...chain.map((c) => ({ title: <Link to={`/category/${c.id}`}>{c.title}</Link> })),
        ]}
      />
      <h1 className="wk-doc-title" data-testid="document-title">
        <FileTypeIcon ext={doc.ext} size={26} />
        <span>{doc.title}</span>
      </h1>
      <div className="wk-doc-stats" data-testid="document-stats">
        {stats.map((s) => <span key={s}>{s}</span>)}
        <RelativeDate value={doc.created_at} />
        {doc.user_id ? <Link to={`/user/${doc.user_id}`}>{doc.username}</Link> : null}
      </div>
      <div className="wk-doc-toolbar">
        <DocumentRating doc={doc} />
        <Space wrap>
          <AskDocumentButton documentId={doc.id} />
          <FavoriteButton itemId={doc.id} favoriteCount={doc.favorite_count} />
          <ShareButton doc={doc} />
          <ReportButton itemId={doc.id} dialogTitle={zh.document.reportTitle} />
        </Space>
      </div>
      {display.show_document_descriptions && doc.description && <p className="wk-doc-description">{doc.description}</p>}
    </header>
  );
}
