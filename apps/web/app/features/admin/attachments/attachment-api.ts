import { api } from "../../../lib/api-client";

/** Attachment (api-contract §2): one stored file, with the uploader's name and the type's name. */
export interface Attachment {
  id: number;
  hash: string;
  user_id: number;
  username: string;
  /** 0 unknown, 1 avatar, 2 document, 3 article, 4 comment, 5 banner, 6 category cover, 7 config */
  type: number;
  type_name: string;
  type_id: number;
  /** false: marked illegal */
  enable: boolean;
  path: string;
  name: string;
  size: number;
  ext: string;
  ip: string;
  description: string;
  created_at: string;
}

export interface AttachmentUpdate {
  id: number;
  name?: string;
  description?: string;
  /** false marks the file illegal: its hash can no longer be uploaded or downloaded */
  enable?: boolean;
}

/** The attachment endpoints of api-contract §4.10. */
export const attachmentApi = {
  listPath: "/api/v1/attachment/list",
  update: (input: AttachmentUpdate) => api.put<object>("/api/v1/attachment", input),
};
