import { attachmentEndpoints, type ApiBodyOf, type ApiReplyOf } from "@wenku/contract";
import { callApi } from "../../../lib/call-api";

/** Attachment (api-contract §2): one stored file, with the uploader's name and the type's name; enable false: marked illegal. */
export type Attachment = ApiReplyOf<typeof attachmentEndpoints.list>["attachment"][number];

/** The attachment endpoints of api-contract §4.10. */
export const attachmentApi = {
  listRoute: attachmentEndpoints.list,
  /** `enable: false` marks the file illegal: its hash can no longer be uploaded or downloaded. */
  update: (input: ApiBodyOf<typeof attachmentEndpoints.update>) => callApi(attachmentEndpoints.update, { body: input }),
};
