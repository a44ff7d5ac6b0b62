import { uploadEndpoints } from "@wenku/contract";
import { ApiError } from "../../../lib/api-client";
import { postFile } from "../../../lib/post-file";

/** The image kinds an administrator uploads (api-contract §5.1). */
export type ImageUploadKind = "config" | "category" | "banner";

/** The upload route of one image kind (its permission decides whether the upload button shows). */
export const uploadRoute = (kind: ImageUploadKind) => uploadEndpoints[kind];

/** Posts one image as multipart field `file`; resolves to the stored path ("/uploads/…"). */
export async function uploadImage(kind: ImageUploadKind, file: File): Promise<string> {
  const { response, text, body } = await postFile(uploadRoute(kind), file);
  if (!response.ok) throw new ApiError(response.status, body.message ?? `${response.status} ${response.statusText} ${text}`.trim());
  if (!body.data?.path) throw new ApiError(response.status, body.message ?? "");
  return body.data.path;
}
