import { z } from "zod";
import { bInt, bIntArray, qInt, qString } from "../query.js";
import { documentTitleField } from "./document.js";
import { captchaFields } from "./user.js";

/**
 * Documents from their files: uploads (api-contract §5.1), documents created from them, the "already uploaded?"
 * check, reconversion, and the page images of a document.
 */
const int = z.number().int();

const text = (max: number) => z.string().max(max).nullish().transform((v) => v ?? "");
const price = z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : (v ?? 0)), z.number().int().min(0, "价格不能为负数"));

export const documentCreateBodySchema = z.object({
  category_id: bIntArray(),
  document: z
    .array(
      z.object({
        title: documentTitleField(),
        attachment_id: bInt(),
        price,
        keywords: text(1024),
        description: text(10_000),
        language: text(32),
        /** This document's own categories; absent, it takes the batch's `category_id`. */
        category_id: bIntArray().optional(),
      }),
    )
    .min(1, "请上传文档")
    .max(100, "一次最多创建100篇文档"),
  /** Required while security.enable_captcha_upload is on. */
  ...captchaFields,
});
export const documentCreateReplySchema = z.object({
  document: z.array(z.object({ id: int, uuid: z.string(), title: z.string(), status: int })),
});

export const documentExistQuerySchema = z.object({ hash: qString() });
export const documentExistReplySchema = z.object({ exist: z.boolean() });
export const documentReconvertReplySchema = z.object({ count: int });
export const documentIdBodySchema = z.object({ id: bInt() });

export const documentPagesQuerySchema = z.object({ id: qInt(), from: qInt(1), size: qInt(100) });
export const documentPagesReplySchema = z.object({
  id: int,
  hash: z.string(),
  status: int,
  pages: int,
  preview: int,
  /** rendered pages this caller may read */
  total: int,
  more: z.boolean(),
  cover: z.string(),
  page: z.array(z.object({ page: int, url: z.string(), width: int, height: int })),
});

/** POST /api/v1/upload/document?hash=<the browser's MD5>: the stored file, to be named in POST /api/v1/document. */
export const uploadDocumentQuerySchema = z.object({ hash: qString() });
export const uploadDocumentReplySchema = z.object({
  code: int,
  message: z.string(),
  data: z.object({ id: int, hash: z.string() }),
});

/** An attachment as the image uploads answer it (the model's fields, enable as a boolean). */
export const uploadedAttachmentSchema = z.object({
  id: int,
  hash: z.string(),
  user_id: int,
  type_id: int,
  type: int,
  enable: z.boolean(),
  /** "/uploads/…" */
  path: z.string(),
  name: z.string(),
  size: int,
  width: int,
  height: int,
  ext: z.string(),
  ip: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const uploadImageReplySchema = z.object({ code: int, message: z.string(), data: uploadedAttachmentSchema });
