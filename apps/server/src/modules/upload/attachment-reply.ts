import type { Selectable } from "kysely";
import type { AttachmentTable } from "./tables.js";

/** An attachment as the upload replies show it (api-contract §5.1: the model's fields, enable as a boolean). */
export function attachmentReply(row: Selectable<AttachmentTable>) {
  return {
    id: Number(row.id),
    hash: row.hash,
    user_id: Number(row.user_id),
    type_id: Number(row.type_id),
    type: row.type,
    enable: row.enable === 1,
    path: row.path,
    name: row.name,
    size: Number(row.size),
    width: row.width,
    height: row.height,
    ext: row.ext,
    ip: row.ip,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
