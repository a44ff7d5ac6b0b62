import { messages, newPasswordSchema } from "@wenku/contract";
import { Form, Input } from "antd";
import { zh } from "../../locales/zh-CN";
import { repeatRules } from "./repeat-rules";
import { zodRule } from "./zod-rule";

/** What the two fields say: labels, placeholders and the messages of their rules. */
export interface NewPasswordTexts {
  label: string;
  placeholder: string;
  required?: string;
  repeatLabel: string;
  repeatPlaceholder: string;
  repeatRequired: string;
  mismatch: string;
}

const passwordTexts: NewPasswordTexts = {
  label: zh.account.password,
  placeholder: zh.account.passwordPlaceholder,
  repeatLabel: zh.account.repeatPassword,
  repeatPlaceholder: zh.account.repeatPasswordPlaceholder,
  repeatRequired: zh.account.repeatPasswordRequired,
  mismatch: zh.account.repeatPasswordMismatch,
};

/** The same fields where a forgotten password is replaced: "新密码" and the spec's messages for it. */
export const replacedPasswordTexts: NewPasswordTexts = {
  label: zh.account.newPassword,
  placeholder: zh.account.newPasswordPlaceholder,
  required: messages.newPasswordRequired,
  repeatLabel: zh.account.repeatNewPassword,
  repeatPlaceholder: zh.account.repeatNewPasswordPlaceholder,
  repeatRequired: messages.repeatPasswordRequired,
  mismatch: messages.passwordMismatch,
};

/** A new password and its repetition, as the forms that set one ask for them (fields `password` and `repeat`). */
export function NewPasswordFields({ label, texts = passwordTexts }: { label?: string; texts?: NewPasswordTexts }) {
  return (
    <>
      <Form.Item label={label ?? texts.label} name="password" rules={[zodRule(newPasswordSchema(texts.required))]}>
        <Input.Password placeholder={texts.placeholder} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={texts.repeatLabel}
        name="repeat"
        dependencies={["password"]}
        rules={repeatRules("password", texts.repeatRequired, texts.mismatch)}
      >
        <Input.Password placeholder={texts.repeatPlaceholder} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
