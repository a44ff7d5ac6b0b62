import crypto from "node:crypto";

/** An encrypted object of a notification (`resource`) or of GET /v3/certificates (`encrypt_certificate`). */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

const TAG_BYTES = 16;

/** AEAD_AES_256_GCM with the APIv3 key: base64(ciphertext ‖ 16-byte tag), the nonce as IV, associated_data as AAD. */
export function decryptResource(apiV3Key: Buffer, resource: EncryptedResource): string | undefined {
  if (resource.algorithm !== "AEAD_AES_256_GCM" || apiV3Key.length !== 32) return undefined;
  try {
    const data = Buffer.from(resource.ciphertext, "base64");
    if (data.length <= TAG_BYTES) return undefined;
    const decipher = crypto.createDecipheriv("aes-256-gcm", apiV3Key, Buffer.from(resource.nonce, "utf8"));
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    decipher.setAAD(Buffer.from(resource.associated_data ?? "", "utf8"));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
