import { StarFilled, StarOutlined } from "@ant-design/icons";
import type { ArticleView } from "@wenku/contract";
import { App, Button } from "antd";
import { useEffect, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { useSignInFirst } from "../../document/actions/use-sign-in-first";
import { articleApi } from "../article-api";

/** 收藏 / 已收藏 with the count; the visitor's own favorite is looked up once they are signed in. */
export function ArticleFavoriteButton({ article }: { article: ArticleView }) {
  const { message } = App.useApp();
  const { token } = useSession();
  const signInFirst = useSignInFirst();
  const [favoriteId, setFavoriteId] = useState(0);
  const [count, setCount] = useState(article.favorite_count ?? 0);
  const [busy, setBusy] = useState(false);
  const articleId = article.id ?? 0;

  useEffect(() => {
    if (!token) return setFavoriteId(0);
    let live = true;
    articleApi.myFavorite(articleId).then(
      (favorite) => live && setFavoriteId(favorite.id ?? 0),
      () => live && setFavoriteId(0),
    );
    return () => {
      live = false;
    };
  }, [token, articleId]);

  const toggle = async () => {
    setBusy(true);
    try {
      if (favoriteId) {
        await articleApi.unfavorite([favoriteId]);
        setFavoriteId(0);
        setCount((n) => Math.max(0, n - 1));
        void message.success(zh.document.unfavorited);
      } else {
        const favorite = await articleApi.favorite(articleId);
        setFavoriteId(favorite.id ?? 0);
        setCount((n) => n + 1);
        void message.success(zh.document.favorited);
      }
    } catch (error) {
      void message.error(errorMessage(error, zh.document.favoriteFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      icon={favoriteId ? <StarFilled className="wk-favorite-on" /> : <StarOutlined />}
      loading={busy}
      onClick={() => signInFirst(() => void toggle())}
      data-testid="article-favorite-button"
      aria-pressed={favoriteId > 0}
    >
      {favoriteId ? zh.document.favoriteOn : zh.document.favorite} {count > 0 ? count : ""}
    </Button>
  );
}
