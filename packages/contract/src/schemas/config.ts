import { z } from "zod";
import { qStringArray } from "../query.js";

export const settingInputTypes = ["text", "textarea", "number", "switch", "select", "select-multi", "password", "image"] as const;

/**
 * One settings key as the admin form sees it (api-contract §2 Config), plus the field definition in structured
 * form (`options_list`, `help`, `min`, `max`) so the form renders from the server's definitions.
 * Secrets carry "******" when set and "" when not.
 */
export const configRowSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  name: z.string(),
  value: z.string(),
  placeholder: z.string(),
  help: z.string(),
  input_type: z.enum(settingInputTypes),
  category: z.string(),
  sort: z.number().int(),
  /** One "value:label" a line (what the established client parses; neither part holds a ":"). */
  options: z.string(),
  options_list: z.array(z.object({ value: z.string(), label: z.string() })),
  min: z.number().optional(),
  max: z.number().optional(),
  /** "fen": a money amount stored in fen, entered in yuan with two decimals. */
  unit: z.enum(["fen"]).optional(),
  /** Fields sharing a section belong together (e.g. one VIP plan); `section_label` names the field within it. */
  section: z.string().optional(),
  section_label: z.string().optional(),
});
export type ConfigRow = z.infer<typeof configRowSchema>;

export const configListQuerySchema = z.object({ category: qStringArray() });
export const configListReplySchema = z.object({ config: z.array(configRowSchema) });

/** A submitted value; JSON booleans and numbers are taken as their text. */
const configValue = z.union([z.string(), z.number(), z.boolean()], { error: "配置值必须是文本" }).transform(String);

export const configUpdateBodySchema = z.object({
  config: z
    .array(z.object({ category: z.string({ error: "请指定配置分类" }), name: z.string({ error: "请指定配置项" }), value: configValue }), {
      error: "请提交要修改的配置",
    })
    .min(1, "请提交要修改的配置"),
});
export type ConfigUpdateBody = z.input<typeof configUpdateBodySchema>;

/** PUT /api/v1/config: saved; `warnings` say what the saved settings leave unusable (e.g. VIP on without a payment method). */
export const configSaveReplySchema = z.object({ warnings: z.array(z.string()).optional() });
export type ConfigSaveReply = z.infer<typeof configSaveReplySchema>;
