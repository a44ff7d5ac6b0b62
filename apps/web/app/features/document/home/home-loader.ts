import { DocumentStatus, type DocumentView, type SsrHomeBucket, type SsrServices } from "@wenku/contract";

/** Documents in each category section and in 推荐文档 on the home page. */
const sectionSize = 6;
const recommendedSize = 12;
const cardFields = ["id", "uuid", "title", "ext", "pages", "price", "cover"];

export interface HomeDocumentsData {
  recommended: DocumentView[];
  sections: SsrHomeBucket[];
}

/** The home page's document sections, in the anonymous view: recommended documents, then one per category. */
export async function loadHomeDocuments(services: SsrServices): Promise<HomeDocumentsData> {
  const [recommended, buckets] = await Promise.all([
    services.documentList({
      is_recommend: [true],
      status: [DocumentStatus.converted],
      order: "recommend_at desc",
      size: recommendedSize,
      field: cardFields,
    }),
    services.homeDocuments(sectionSize),
  ]);
  return { recommended: recommended.document, sections: buckets.filter((b) => b.document.length > 0) };
}
