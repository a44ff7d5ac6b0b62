import type { Generated } from "kysely";

/** How far one import step got (migration 0810): the last source id done, and the rows imported and left out. */
export interface ImportMoredocStateTable {
  step: string;
  last_id: Generated<number>;
  imported: Generated<number>;
  skipped: Generated<number>;
  done: Generated<0 | 1>;
  updated_at: string;
}

/** A source row left out ("skipped") or imported with a change ("warning"), and why. */
export interface ImportMoredocNoteTable {
  id: Generated<number>;
  step: string;
  source_id: Generated<number>;
  kind: "skipped" | "warning";
  message: string;
  created_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    import_moredoc_state: ImportMoredocStateTable;
    import_moredoc_note: ImportMoredocNoteTable;
  }
}
