import type { Generated } from "kysely";

/** A page an administrator gave the spider (api-contract SpiderUrl), with its place in the collection queue. */
export interface SpiderUrlTable {
  id: Generated<number>;
  url: string;
  status: Generated<number>;
  total: Generated<number>;
  error: Generated<string>;
  attempts: Generated<number>;
  /** Not taken before this time (ISO); "" = at once. */
  run_after: Generated<string>;
  /** While collecting: until when the process that took it holds it (ISO); a later process takes it over. */
  lease_until: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A document link found by the spider (api-contract SpiderDocument), its download and its publishing. */
export interface SpiderDocumentTable {
  id: Generated<number>;
  spider_url_id: Generated<number>;
  url: string;
  title: Generated<string>;
  title_from_attachment: Generated<string>;
  title_from_href: Generated<string>;
  title_from_url: Generated<string>;
  ext: Generated<string>;
  size: Generated<number>;
  content_type: Generated<string>;
  /** The downloaded file's name in <data>/spider/; "" before the download and once published. */
  save_path: Generated<string>;
  /** MD5 of the downloaded file. */
  hash: Generated<string>;
  status: Generated<number>;
  error: Generated<string>;
  category_id: Generated<string>;
  document_id: Generated<number>;
  user_id: Generated<number>;
  price: Generated<number>;
  language: Generated<string>;
  attempts: Generated<number>;
  run_after: Generated<string>;
  lease_until: Generated<string>;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    spider_url: SpiderUrlTable;
    spider_document: SpiderDocumentTable;
  }
}
