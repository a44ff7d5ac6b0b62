import { siteAddressOf } from "@wenku/contract";
import { Form, Input, InputNumber, Select, Switch } from "antd";
import type { ReactNode } from "react";
import { zh } from "../../../locales/zh-CN";
import { ImageInput } from "../common/image-input";
import type { ConfigRow } from "./config-types";
import { optionsOf } from "./config-values";
import { ModelPicker, modelSettingKinds } from "./model-picker";
import { SiteAddressNote } from "./site-address-note";

function control(row: ConfigRow): ReactNode {
  const modelKind = row.category === "llm" ? modelSettingKinds[row.name] : undefined;
  if (modelKind) return <ModelPicker embedding={modelKind.embedding} />;
  switch (row.input_type) {
    case "textarea":
      return <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} placeholder={row.placeholder} />;
    case "number":
      // No client-side bounds: the server checks min/max and its message is shown. Money is typed in yuan.
      if (row.unit === "fen") return <InputNumber precision={2} step={1} prefix="¥" style={{ width: "100%", maxWidth: 240 }} />;
      return <InputNumber style={{ width: "100%", maxWidth: 240 }} placeholder={row.placeholder} />;
    case "switch":
      return <Switch />;
    case "select":
      return <Select options={optionsOf(row)} style={{ maxWidth: 400 }} />;
    case "select-multi":
      return <Select mode="multiple" allowClear options={optionsOf(row)} />;
    case "password":
      return <Input.Password autoComplete="new-password" placeholder={row.placeholder} />;
    case "image":
      return <ImageInput kind="config" />;
    default:
      return <Input placeholder={row.placeholder} />;
  }
}

function helpOf(row: ConfigRow): string | undefined {
  const parts = [row.help];
  if (row.input_type === "number" && row.unit !== "fen" && (row.min !== undefined || row.max !== undefined)) parts.push(zh.admin.config.range(row.min, row.max));
  if (row.input_type === "password") parts.push(zh.admin.config.secretHelp);
  return parts.filter(Boolean).join("；") || undefined;
}

/** One settings key rendered from the server's field definition (within its section, under its label there). */
export function ConfigField({ row }: { row: ConfigRow }) {
  const help = helpOf(row);
  const address = siteAddressOf(row.category, row.name);
  const extra = address ? (
    <>
      {help && <div>{help}</div>}
      <SiteAddressNote address={address} />
    </>
  ) : help;
  return (
    <Form.Item name={row.name} label={row.section_label ?? row.label} extra={extra} valuePropName={row.input_type === "switch" ? "checked" : "value"}>
      {control(row)}
    </Form.Item>
  );
}
