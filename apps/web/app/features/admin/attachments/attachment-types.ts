import type { ApiReplyOf, attachmentEndpoints } from "@wenku/contract";

/** Attachment (api-contract §2): one stored file, with the uploader's name and the type's name; enable false: marked illegal. */
export type Attachment = ApiReplyOf<typeof attachmentEndpoints.list>["attachment"][number];
