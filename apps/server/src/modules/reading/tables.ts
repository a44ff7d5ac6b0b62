export interface ReadingPositionTable {
  user_id: number;
  document_id: number;
  page: number;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    reading_position: ReadingPositionTable;
  }
}
