import { StarFilled, StarOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { useEffect, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { useSignInFirst } from "../../guards/use-sign-in-first";

/** The favorite calls of one kind of item (document or article). */
export interface FavoriteApi {
  myFavorite: (itemId: number) => Promise<{ id?: number }>;
  favorite: (itemId: number) => Promise<{ id?: number }>;
  unfavorite: (favoriteIds: number[]) => Promise<unknown>;
}

interface FavoriteButtonProps {
  itemId: number;
  favoriteCount: number;
  api: FavoriteApi;
  /** Put before "favorite-button" in the test id, e.g. "article-". */
  testIdPrefix?: string;
}

/** 收藏 / 已收藏 with the count; the visitor's own favorite is looked up once they are signed in. */
export function FavoriteButton({ itemId, favoriteCount, api, testIdPrefix = "" }: FavoriteButtonProps) {
  const { message } = App.useApp();
  const { token } = useSession();
  const signInFirst = useSignInFirst();
  // The visitor's own favorite of this item (its id), as read for them; none for a stranger.
  const [mine, setMine] = useState<{ token: string; itemId: number; favoriteId: number }>();
  const favoriteId = token && mine?.token === token && mine.itemId === itemId ? mine.favoriteId : 0;
  const setFavoriteId = (id: number) => setMine({ token, itemId, favoriteId: id });
  const [count, setCount] = useState(favoriteCount);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    api.myFavorite(itemId).then(
      (favorite) => live && setMine({ token, itemId, favoriteId: favorite.id ?? 0 }),
      () => live && setMine({ token, itemId, favoriteId: 0 }),
    );
    return () => {
      live = false;
    };
  }, [token, itemId, api]);

  const toggle = async () => {
    setBusy(true);
    try {
      if (favoriteId) {
        await api.unfavorite([favoriteId]);
        setFavoriteId(0);
        setCount((n) => Math.max(0, n - 1));
        void message.success(zh.document.unfavorited);
      } else {
        const favorite = await api.favorite(itemId);
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
      data-testid={`${testIdPrefix}favorite-button`}
      aria-pressed={favoriteId > 0}
    >
      {favoriteId ? zh.document.favoriteOn : zh.document.favorite} {count > 0 ? count : ""}
    </Button>
  );
}
