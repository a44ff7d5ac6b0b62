import { z } from "zod";

/** A setting that broke something at run time (e.g. a watermark image that is gone); the work went on without it. */
export const settingProblemSchema = z.object({
  category: z.string(),
  name: z.string(),
  /** The setting's label in the admin form. */
  label: z.string(),
  /** The value that failed. */
  value: z.string(),
  message: z.string(),
  updated_at: z.string(),
});
export type SettingProblem = z.infer<typeof settingProblemSchema>;
