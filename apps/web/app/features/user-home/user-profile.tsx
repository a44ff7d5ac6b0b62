import type { UserPublic } from "@wenku/contract";
import { Card, Statistic } from "antd";
import { Link } from "react-router";
import { zh } from "../../locales/zh-CN";
import { DocumentListItem } from "../document/list/document-list-item";
import { RelativeDate } from "../../shared/relative-date";
import { UserDynamics } from "../dynamics/user-dynamics";
import type { UserDocumentsData } from "./user-loaders";
import "../document/list/list.css";

/** The default tab of a personal homepage: public counters, join date, the latest uploads and the public activity. */
export function UserProfile({ user, latest }: { user: UserPublic; latest: UserDocumentsData }) {
  const counts: Array<[string, number]> = [
    [zh.document.docCount, user.doc_count],
    [zh.document.favoriteCount, user.favorite_count],
    [zh.document.articleCount, user.article_count],
    [zh.document.followCount, user.follow_count],
    [zh.document.fansCount, user.fans_count],
  ];
  return (
    <>
      <Card size="small" className="wk-user-counts" data-testid="user-counts">
        {counts.map(([label, value]) => <Statistic key={label} title={label} value={value} />)}
        <div className="wk-user-joined">
          <span className="wk-muted">{zh.document.joinedAt}</span> <RelativeDate value={user.created_at} />
        </div>
      </Card>
      <Card
        size="small"
        title={zh.document.latestOfUser}
        extra={latest.total > latest.documents.length ? <Link to={`/user/${user.id}/document`}>{zh.document.more}</Link> : null}
      >
        {latest.documents.length > 0 ? (
          <ul className="wk-list">
            {latest.documents.map((doc) => <DocumentListItem key={doc.id} doc={doc} />)}
          </ul>
        ) : (
          <div className="wk-muted">{zh.document.noDocuments}</div>
        )}
      </Card>
      <UserDynamics userId={user.id} />
    </>
  );
}
