/** The address of a document's page: /document/<uuid>, optionally opened at a page. */
export function documentHref(doc: { uuid?: string; id?: number }, page?: number): string {
  const base = `/document/${doc.uuid ?? doc.id ?? ""}`;
  return page && page > 1 ? `${base}?page=${page}` : base;
}

/** The cover image of a document's file (/view/cover/<hash>). */
export function coverSrc(doc: { attachment?: { hash: string }; cover?: string }): string | undefined {
  if (doc.cover) return doc.cover;
  return doc.attachment?.hash ? `/view/cover/${doc.attachment.hash}` : undefined;
}
