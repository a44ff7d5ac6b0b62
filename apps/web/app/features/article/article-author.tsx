import { Link } from "react-router";
import { siteName, useSettings } from "../../lib/site-data";

/**
 * Who wrote the article: its author field as written, else the poster linked to their homepage, else the site
 * (single pages the site seeded).
 */
export function ArticleAuthor({ article }: { article: { author: string; user_id: number; user?: { username: string } } }) {
  const settings = useSettings();
  if (article.author.trim()) return <span data-testid="article-author">{article.author}</span>;
  if (article.user?.username && article.user_id) {
    return <Link to={`/user/${article.user_id}`} data-testid="article-author">{article.user.username}</Link>;
  }
  return <span data-testid="article-author">{siteName(settings)}</span>;
}
