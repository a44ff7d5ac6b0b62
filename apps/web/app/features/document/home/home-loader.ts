import { DocumentStatus, type DocumentView, type SsrHomeBucket } from "@wenku/contract";
import type { AppLoadContext } from "react-router";

/** Documents in each category section and in 推荐文档 on the home page. */
const sectionSize = 6;
const recommendedSize = 12;
const cardFields = ["id", "uuid", "title", "ext", "pages", "price", "cover"];

export interface HomeDocumentsData {
  recommended: DocumentView[];
  sections: SsrHomeBucket[];
}

/** The home page's document sections, in the anonymous view: recommended documents, then one per category. */
export async function homeLoader({ context }: { context: AppLoadContext }): Promise<HomeDocumentsData> {
  const [recommended, buckets] = await Promise.all([
    context.services.documentList({
      is_recommend: [true],
      status: [DocumentStatus.converted],
      order: "recommend_at desc",
      size: recommendedSize,
      field: cardFields,
    }),
    context.services.homeDocuments(sectionSize),
  ]);
  return { recommended: recommended.document, sections: buckets.filter((b) => b.document.length > 0) };
}
