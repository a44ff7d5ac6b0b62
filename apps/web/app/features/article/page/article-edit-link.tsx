import { EditOutlined } from "@ant-design/icons";
import { articleEndpoints, type ArticleView } from "@wenku/contract";
import { Button } from "antd";
import { Link } from "react-router";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { holdsPermission } from "../../../shared/permissions";
import { articlePostHref } from "../../../shared/article-href";

/** 编辑: for the author (/post) and for holders of the update permission (the back office editor); nobody else. */
export function ArticleEditLink({ article }: { article: ArticleView }) {
  const session = useSession();
  if (!session.user) return null;
  const own = session.user.id === article.user_id;
  const href = own
    ? articlePostHref(article)
    : holdsPermission(session, articleEndpoints.update)
      ? `/admin/article/set?id=${article.id}`
      : null;
  if (!href) return null;
  return (
    <Link to={href}>
      <Button icon={<EditOutlined />} data-testid="article-edit">{zh.edit}</Button>
    </Link>
  );
}
