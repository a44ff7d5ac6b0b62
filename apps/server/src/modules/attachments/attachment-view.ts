import { attachmentTypeNames, type attachmentSchema } from "@wenku/contract";
import type { Selectable } from "kysely";
import type { z } from "zod";
import type { AttachmentTable } from "../upload/tables.js";

export type AttachmentView = z.infer<typeof attachmentSchema>;

export function toAttachmentView(row: Selectable<AttachmentTable>, username: string | null): AttachmentView {
  return {
    id: Number(row.id),
    hash: row.hash,
    user_id: Number(row.user_id),
    username: username ?? "",
    type: row.type,
    type_name: attachmentTypeNames[row.type] ?? attachmentTypeNames[0],
    type_id: Number(row.type_id),
    enable: row.enable === 1,
    path: row.path,
    name: row.name,
    size: Number(row.size),
    width: row.width,
    height: row.height,
    ext: row.ext,
    ip: row.ip,
    description: row.description,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
