import { ratingEndpoints } from "@wenku/contract";
import type { PageDocument } from "../document-loader";
import { App, Rate } from "antd";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { useApiMutation, useApiQuery } from "../../../lib/api-query";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { useSignInFirst } from "../../guards/use-sign-in-first";

/**
 * The average rating (score ÷ 100) with how many rated, or 暂无评分 and empty stars before anyone has, and the
 * visitor's own 1–5 stars, given once (POST /api/v1/document/score with stars × 100).
 */
export function DocumentRating({ doc }: { doc: PageDocument }) {
  const { message } = App.useApp();
  const { token } = useSession();
  const signInFirst = useSignInFirst();
  const documentId = doc.id;
  // The visitor's own stars, for the visitor and document they were read for; none for a stranger.
  const myRating = useApiQuery(ratingEndpoints.mine, { query: { document_id: documentId } }, { enabled: Boolean(token), keepPrevious: false });
  const mine = token && myRating.data && "score" in myRating.data ? myRating.data.score / 100 : 0;
  const rating = useApiMutation(ratingEndpoints.rate);
  const [count, setCount] = useState(doc.score_count);
  // The stored score of a document nobody rated is a placeholder, not an average.
  const [average, setAverage] = useState(count > 0 ? doc.score / 100 : 0);

  const rate = async (stars: number) => {
    if (stars < 1) return;
    try {
      await rating.call({ body: { document_id: documentId, score: stars * 100 } });
      setAverage((avg) => (count > 0 ? (avg * count + stars) / (count + 1) : stars));
      setCount((n) => n + 1);
      void message.success(zh.document.rated);
    } catch (error) {
      void message.error(errorMessage(error, zh.document.rateFailed));
    }
  };

  return (
    <div className="wk-rating" data-testid="document-rating">
      <Rate
        value={mine || Math.round(average)}
        disabled={mine > 0}
        onChange={(stars) => signInFirst(() => void rate(stars))}
        aria-label={zh.document.ratingLabel}
      />
      <span className="wk-muted" data-testid="document-rating-text">
        {count > 0 ? zh.document.ratingText(average.toFixed(1), count) : zh.document.unrated}
      </span>
    </div>
  );
}
