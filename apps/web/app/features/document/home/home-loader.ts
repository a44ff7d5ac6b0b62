import { DocumentStatus, pickedFields, type DocumentHomeCard, type SsrHomeBucket, type SsrServices } from "@wenku/contract";

/** Documents in each category section and in 推荐文档 on the home page. */
const sectionSize = 6;
const recommendedSize = 12;
const cardFields = pickedFields("id", "uuid", "title", "ext", "pages", "price", "is_vip");

/** A document as a cover card: the cover of its file, or of the home page's bucket. */
export type CardDocument = Pick<DocumentHomeCard, "id" | "uuid" | "title" | "ext" | "pages"> & {
  is_vip?: boolean;
  cover?: string;
  attachment?: { hash: string };
};

export interface HomeDocumentsData {
  recommended: CardDocument[];
  sections: SsrHomeBucket[];
}

/** The home page's document sections, in the anonymous view: recommended documents, then one per category. */
export async function loadHomeDocuments(services: SsrServices): Promise<HomeDocumentsData> {
  const [recommended, buckets] = await Promise.all([
    services.documentList({
      is_recommend: [true],
      status: [DocumentStatus.converted],
      order: "recommend_at desc",
      limit: recommendedSize,
      field: cardFields,
    }),
    services.homeDocuments(sectionSize),
  ]);
  return { recommended: recommended.document, sections: buckets.filter((b) => b.document.length > 0) };
}
