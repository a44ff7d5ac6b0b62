import { documentExtensions, formatBytes, normalizeExt, type PublicSettings } from "@wenku/contract";
import { zh } from "../../locales/zh-CN";

export interface UploadRules {
  /** Extensions with their dot, lower case. */
  extensions: string[];
  maxBytes: number;
  maxMegabytes: number;
  /** security.disable_upload_exist_document: files already in the library are skipped. */
  skipExisting: boolean;
}

/** The upload limits of the settings: allowed types (empty = every document type) and the size limit in MB. */
export function uploadRules(security: PublicSettings["security"]): UploadRules {
  const configured = security.document_allowed_ext.map((e) => normalizeExt(e)).filter((e) => documentExtensions.includes(e));
  const maxMegabytes = security.max_document_size > 0 ? security.max_document_size : 50;
  return {
    extensions: configured.length > 0 ? configured : [...documentExtensions],
    maxBytes: maxMegabytes * 1024 * 1024,
    maxMegabytes,
    skipExisting: security.disable_upload_exist_document,
  };
}

/** Why a file cannot be uploaded (type or size), or undefined. The server checks the same again. */
export function fileProblem(file: { name: string; size: number }, rules: UploadRules): string | undefined {
  const ext = file.name.includes(".") ? normalizeExt(file.name) : "";
  if (!ext || !rules.extensions.includes(ext)) return zh.document.badExtension(ext || file.name);
  if (file.size > rules.maxBytes) return `${zh.document.tooLarge(rules.maxMegabytes)}（${formatBytes(file.size)}）`;
  return undefined;
}

/** A document's default title: its file name without the extension. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf(".");
  return (dot > 0 ? name.slice(0, dot) : name).trim().slice(0, 255);
}
