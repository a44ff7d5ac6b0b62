import type { FormRule } from "antd";

/** Rules of a "repeat the password" field: required, and equal to the field it repeats. */
export function repeatRules(field: string, required: string, mismatch: string): FormRule[] {
  return [
    { required: true, message: required },
    ({ getFieldValue }) => ({
      validator: (_rule, value: string) =>
        value && value !== getFieldValue(field) ? Promise.reject(new Error(mismatch)) : Promise.resolve(),
    }),
  ];
}
