import type { FormRule } from "antd";

/** The part of a contract (zod) schema a form rule needs. */
interface Checkable {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

/** An antd form rule that checks a value with a contract schema and shows its first message. */
export function zodRule(schema: Checkable): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? "");
      return result.success ? Promise.resolve() : Promise.reject(new Error(result.error.issues[0]?.message));
    },
  };
}
