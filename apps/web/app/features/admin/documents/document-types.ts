import type { ApiReplyOf, documentEndpoints } from "@wenku/contract";

/** A row of GET /api/v1/document/list as an administrator sees it (every status, with convert_error). */
export type AdminDocument = ApiReplyOf<typeof documentEndpoints.list>["document"][number];
