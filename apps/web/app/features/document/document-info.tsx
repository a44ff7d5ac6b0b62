import { UserOutlined } from "@ant-design/icons";
import { formatBytes } from "@wenku/contract";
import { Avatar, Card, Flex, Tag } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { FileTypeIcon } from "../../shared/file-type-icon";
import { RelativeDate } from "../../shared/relative-date";
import type { PageDocument } from "./document-loader";

/** The uploader, categories, language, type, pages, size, upload time and keywords. */
export function DocumentInfo({ doc }: { doc: PageDocument }) {
  const settings = useSettings();
  const language = settings.language.find((l) => l.code === doc.language)?.language ?? doc.language;
  const keywords = [...new Set(doc.keywords.split(/[,，]/).map((k) => k.trim()).filter(Boolean))];
  const rows: Array<[string, ReactNode]> = [
    [zh.document.pagesLabel, `${doc.pages} ${zh.document.pagesUnit}`],
    [zh.document.sizeLabel, <span key="size"><FileTypeIcon ext={doc.ext} /> {formatBytes(doc.size)}</span>],
    ...(language ? [[zh.document.languageLabel, language] as [string, ReactNode]] : []),
    [zh.document.uploadedAt, <RelativeDate key="time" value={doc.created_at} />],
  ];
  return (
    <Card size="small" className="wk-doc-info" data-testid="document-info">
      {doc.user && (
        <Link to={`/user/${doc.user_id}`} className="wk-doc-uploader">
          <Avatar src={doc.user.avatar || undefined} alt={doc.user.username} icon={<UserOutlined />} />
          <span>
            <strong>{doc.user.username}</strong>
            <span className="wk-muted">{zh.document.uploader}</span>
          </span>
        </Link>
      )}
      <dl className="wk-doc-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {doc.category.length > 0 && (
        <Flex wrap gap="6px 8px" className="wk-doc-tags">
          {doc.category.map((c) => <Tag key={c.id} style={{ marginInlineEnd: 0 }}><Link to={`/category/${c.id}`}>{c.title}</Link></Tag>)}
        </Flex>
      )}
      {keywords.length > 0 && (
        <Flex wrap gap="6px 8px" className="wk-doc-tags" data-testid="document-keywords">
          {keywords.map((k) => <Tag key={k} color="blue" style={{ marginInlineEnd: 0 }}>{k}</Tag>)}
        </Flex>
      )}
    </Card>
  );
}
