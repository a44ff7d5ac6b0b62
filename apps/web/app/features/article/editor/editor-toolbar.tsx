import {
  BoldOutlined, CodeOutlined, FunctionOutlined, ItalicOutlined, LinkOutlined, PictureOutlined, TableOutlined,
} from "@ant-design/icons";
import { Button, Segmented, Tooltip } from "antd";
import { useRef, type ReactNode } from "react";
import { zh } from "../../../locales/zh-CN";
import { insertBlock, wrapSelection, type EditorText } from "./markdown-edits";

export type EditorView = "edit" | "split" | "preview";

const t = zh.article.editor;

interface Command {
  key: string;
  icon: ReactNode;
  title: string;
  run: (text: EditorText) => EditorText;
}

const commands: Command[] = [
  { key: "heading", icon: <strong>H</strong>, title: t.heading, run: (text) => wrapSelection(text, "## ", "", t.headingText) },
  { key: "bold", icon: <BoldOutlined />, title: t.bold, run: (text) => wrapSelection(text, "**", "**", t.boldText) },
  { key: "italic", icon: <ItalicOutlined />, title: t.italic, run: (text) => wrapSelection(text, "*", "*", t.italicText) },
  { key: "link", icon: <LinkOutlined />, title: t.link, run: (text) => wrapSelection(text, "[", "](https://)", t.linkText) },
  { key: "code", icon: <CodeOutlined />, title: t.code, run: (text) => insertBlock(text, "```js\n" + (text.value.slice(text.start, text.end) || "") + "\n```") },
  { key: "math", icon: <FunctionOutlined />, title: t.math, run: (text) => insertBlock(text, "$$\n" + (text.value.slice(text.start, text.end) || "E = mc^2") + "\n$$") },
  { key: "table", icon: <TableOutlined />, title: t.table, run: (text) => insertBlock(text, t.tableTemplate) },
];

interface EditorToolbarProps {
  view: EditorView;
  /** Side by side fits wider screens only. */
  canSplit: boolean;
  onView: (view: EditorView) => void;
  onCommand: (run: (text: EditorText) => EditorText) => void;
  onImages: (files: File[]) => void;
  uploading: boolean;
}

/** Formatting buttons, the image picker and the edit / split / preview switch. */
export function EditorToolbar({ view, canSplit, onView, onCommand, onImages, uploading }: EditorToolbarProps) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div className="wk-editor-toolbar">
      <div className="wk-editor-commands">
        {commands.map((c) => (
          <Tooltip key={c.key} title={c.title}>
            <Button type="text" size="small" icon={c.icon} aria-label={c.title} onClick={() => onCommand(c.run)} />
          </Tooltip>
        ))}
        <Tooltip title={t.image}>
          <Button type="text" size="small" icon={<PictureOutlined />} aria-label={t.image} loading={uploading} onClick={() => picker.current?.click()} data-testid="editor-image" />
        </Tooltip>
        <input
          ref={picker}
          type="file"
          accept="image/*"
          multiple
          style={{ display: "none" }}
          onChange={(e) => {
            onImages([...(e.target.files ?? [])]);
            e.target.value = "";
          }}
          data-testid="editor-image-input"
        />
      </div>
      <Segmented<EditorView>
        size="small"
        value={view}
        onChange={onView}
        options={[
          { value: "edit", label: t.viewEdit },
          ...(canSplit ? [{ value: "split" as const, label: t.viewSplit }] : []),
          { value: "preview", label: t.viewPreview },
        ]}
        data-testid="editor-view"
      />
    </div>
  );
}
