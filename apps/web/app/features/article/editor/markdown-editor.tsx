import { Input } from "antd";
import type { TextAreaRef } from "antd/es/input/TextArea";
import { useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent, type DragEvent } from "react";
import { zh } from "../../../locales/zh-CN";
import { useIsMobile } from "../../../shared/use-media-query";
import { EditorToolbar, type EditorView } from "./editor-toolbar";
import type { EditorText } from "./markdown-edits";
import { MarkdownPreview } from "./markdown-preview";
import { useImageUploads, type EditorAccess } from "./use-image-uploads";
import "./markdown-editor.css";

interface MarkdownEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  maxLength?: number;
  /** Set by the form item: its errors and help, tied to the text for screen readers. */
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-required"?: boolean | "true" | "false";
}

/**
 * The article's Markdown (a form control): a text area with formatting buttons, images by paste, drop or picker,
 * and the live preview beside it (on phones, one or the other).
 */
export function MarkdownEditor({ value = "", onChange, id, maxLength, ...aria }: MarkdownEditorProps) {
  const area = useRef<TextAreaRef>(null);
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const pendingSelection = useRef<{ start: number; end: number; focus: boolean } | null>(null);
  const mobile = useIsMobile();
  const [chosenView, setView] = useState<EditorView>("split");
  const view = mobile && chosenView === "split" ? "edit" : chosenView;
  const preview = useDeferredValue(value);

  const editor = useMemo<EditorAccess>(() => {
    const element = () => area.current?.resizableTextArea?.textArea;
    return {
      read: () => ({ value: latest.current, start: element()?.selectionStart ?? latest.current.length, end: element()?.selectionEnd ?? latest.current.length }),
      write: (next, focus = true) => {
        latest.current = next.value;
        pendingSelection.current = { start: next.start, end: next.end, focus };
        onChange?.(next.value);
      },
    };
  }, [onChange]);
  const images = useImageUploads(editor);

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const element = area.current?.resizableTextArea?.textArea;
    if (!selection || !element) return;
    pendingSelection.current = null;
    if (selection.focus) element.focus();
    element.setSelectionRange(selection.start, selection.end);
  });

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    if (images.upload([...e.clipboardData.files])) e.preventDefault();
  };
  // Files dragged over the text are taken here rather than opened by the browser.
  const onDragOver = (e: DragEvent<HTMLTextAreaElement>) => {
    if (e.dataTransfer.types.includes("Files")) e.preventDefault();
  };
  const onDrop = (e: DragEvent<HTMLTextAreaElement>) => {
    if (e.dataTransfer.files.length === 0) return;
    e.preventDefault();
    images.upload([...e.dataTransfer.files]);
  };
  const runCommand = (run: (text: EditorText) => EditorText) => {
    if (view === "preview") setView(mobile ? "edit" : "split");
    editor.write(run(editor.read()));
  };

  return (
    <div className={`wk-editor wk-editor-view-${view}`} data-testid="markdown-editor">
      <EditorToolbar view={view} canSplit={!mobile} onView={setView} onCommand={runCommand} onImages={(files) => images.upload(files)} uploading={images.uploading} />
      <div className="wk-editor-panes">
        <Input.TextArea
          ref={area}
          id={id}
          className="wk-editor-source"
          value={value}
          maxLength={maxLength}
          placeholder={zh.article.editor.placeholder}
          onChange={(e) => onChange?.(e.target.value)}
          onPaste={onPaste}
          onDragOver={onDragOver}
          onDrop={onDrop}
          spellCheck={false}
          {...aria}
          data-testid="markdown-source"
        />
        <div className="wk-editor-preview" aria-label={zh.article.editor.viewPreview}>
          {preview.trim() ? <MarkdownPreview source={preview} /> : <p className="wk-muted">{zh.article.editor.previewEmpty}</p>}
        </div>
      </div>
    </div>
  );
}
