export interface DocumentWxacodeTable {
  document_id: number;
  /** Where the PNG is kept in storage (modules/storage). */
  storage_key: string;
  created_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    document_wxacode: DocumentWxacodeTable;
  }
}
