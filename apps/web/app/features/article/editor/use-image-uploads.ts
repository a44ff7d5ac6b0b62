import { App } from "antd";
import { useCallback, useRef, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { zh } from "../../../locales/zh-CN";
import { imageMarkdown, insertBlock, uploadPlaceholder, type EditorText } from "./markdown-edits";
import { uploadArticleImage } from "./upload-article-image";

export interface EditorAccess {
  /** The text and selection as they are now. */
  read: () => EditorText;
  /** Sets the text and selection; `focus` false leaves the focus where it is (an upload finishing). */
  write: (next: EditorText, focus?: boolean) => void;
}

/** Replaces `find` once, keeping the cursor where it was relative to the text around it. */
function replaceKeepingCursor(text: EditorText, find: string, by: string): EditorText | null {
  const at = text.value.indexOf(find);
  if (at < 0) return null;
  const shift = (position: number) => (position > at ? Math.max(at + by.length, position + by.length - find.length) : position);
  return { value: text.value.slice(0, at) + by + text.value.slice(at + find.length), start: shift(text.start), end: shift(text.end) };
}

/**
 * Images pasted, dropped or picked into the editor: each is marked by a placeholder where the cursor was, uploaded
 * through POST /api/v1/upload/article, then replaced by its Markdown — or removed, with the server's message.
 */
export function useImageUploads(editor: EditorAccess) {
  const { message } = App.useApp();
  const serial = useRef(0);
  const [pending, setPending] = useState(0);

  const upload = useCallback(
    (files: File[]) => {
      const images = files.filter((file) => file.type.startsWith("image/"));
      if (images.length === 0) return false;
      const placeholders = images.map((file) => uploadPlaceholder(zh.article.uploadingImage(file.name || "image", ++serial.current)));
      editor.write(insertBlock(editor.read(), placeholders.join("\n")));
      setPending((n) => n + images.length);
      images.forEach((file, i) => {
        void uploadArticleImage(file)
          .then(
            (image) => imageMarkdown(image.alt, image.url),
            (error: unknown) => {
              void message.error(errorMessage(error, zh.article.uploadFailed));
              return "";
            },
          )
          .then((markdown) => {
            const next = replaceKeepingCursor(editor.read(), placeholders[i], markdown);
            if (next) editor.write(next, false);
          })
          .finally(() => setPending((n) => n - 1));
      });
      return true;
    },
    [editor, message],
  );

  return { upload, uploading: pending > 0 };
}
