import { Card } from "antd";
import { Link, useRouteLoaderData } from "react-router";
import { useSettings } from "../../../lib/site-data";
import { zh } from "../../../locales/zh-CN";
import { FileTypeGlyphs } from "../../../shared/file-type-icon";
import { DocumentLinkList } from "../document-link-list";
import { DocumentCard } from "./document-card";
import type { CardDocument, HomeDocumentsData } from "./home-loader";
import "./home-documents.css";

function Documents({ documents }: { documents: CardDocument[] }) {
  const settings = useSettings();
  if (settings.display.index_document_style === "list") return <DocumentLinkList documents={documents} />;
  return (
    <div className="wk-doc-cards">
      {documents.map((doc) => <DocumentCard key={doc.id} doc={doc} />)}
    </div>
  );
}

/**
 * The home page's document sections (data from the home route's loader, `loadHomeDocuments`): 推荐文档, then one
 * section per top-level category with its newest converted documents.
 */
export function HomeDocuments() {
  const data = useRouteLoaderData<HomeDocumentsData>("routes/home");
  if (!data) return null;
  return (
    <div className="wk-home-documents" data-testid="home-documents">
      <FileTypeGlyphs exts={[...data.recommended, ...data.sections.flatMap((section) => section.document)].map((doc) => doc.ext)}>
        {data.recommended.length > 0 && (
          <Card size="small" title={zh.document.recommended} className="wk-home-doc-section" data-testid="home-recommended">
            <Documents documents={data.recommended} />
          </Card>
        )}
        {data.sections.map((section) => (
          <Card
            key={section.category_id}
            size="small"
            className="wk-home-doc-section"
            title={section.category_name}
            extra={<Link to={`/category/${section.category_id}`}>{zh.document.more}</Link>}
            data-testid="home-category-section"
          >
            <Documents documents={section.document} />
          </Card>
        ))}
      </FileTypeGlyphs>
    </div>
  );
}
