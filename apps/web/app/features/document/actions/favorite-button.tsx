import { StarFilled, StarOutlined } from "@ant-design/icons";
import { favoriteEndpoints } from "@wenku/contract";
import { App, Button } from "antd";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { useApiMutation, useApiQuery } from "../../../lib/api-query";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { useSignInFirst } from "../../guards/use-sign-in-first";

interface FavoriteButtonProps {
  itemId: number;
  favoriteCount: number;
  /** What `itemId` names: 0 a document, 1 an article (api-contract §4.6). */
  type?: 0 | 1;
  /** Put before "favorite-button" in the test id, e.g. "article-". */
  testIdPrefix?: string;
}

/** 收藏 / 已收藏 with the count; the visitor's own favorite is looked up once they are signed in. */
export function FavoriteButton({ itemId, favoriteCount, type = 0, testIdPrefix = "" }: FavoriteButtonProps) {
  const { message } = App.useApp();
  const { token } = useSession();
  const signInFirst = useSignInFirst();
  // The visitor's own favorite of this item (its id), as read for them; none for a stranger.
  const mine = useApiQuery(favoriteEndpoints.get, { query: { document_id: itemId, type } }, { enabled: Boolean(token), keepPrevious: false });
  const favoriteId = token && mine.data && "id" in mine.data ? mine.data.id : 0;
  const [count, setCount] = useState(favoriteCount);
  const add = useApiMutation(favoriteEndpoints.create);
  const remove = useApiMutation(favoriteEndpoints.remove);

  const toggle = async () => {
    try {
      if (favoriteId) {
        await remove.call({ query: { id: [favoriteId] } });
        setCount((n) => Math.max(0, n - 1));
        void message.success(zh.document.unfavorited);
      } else {
        await add.call({ body: { document_id: itemId, type } });
        setCount((n) => n + 1);
        void message.success(zh.document.favorited);
      }
    } catch (error) {
      void message.error(errorMessage(error, zh.document.favoriteFailed));
    }
  };

  return (
    <Button
      icon={favoriteId ? <StarFilled className="wk-favorite-on" /> : <StarOutlined />}
      loading={add.pending || remove.pending}
      onClick={() => signInFirst(() => void toggle())}
      data-testid={`${testIdPrefix}favorite-button`}
      aria-pressed={favoriteId > 0}
    >
      {favoriteId ? zh.document.favoriteOn : zh.document.favorite} {count > 0 ? count : ""}
    </Button>
  );
}
