import { newPasswordSchema } from "@wenku/contract";
import { Form, Input } from "antd";
import { zh } from "../../locales/zh-CN";
import { repeatRules } from "./repeat-rules";
import { zodRule } from "./zod-rule";

/** A new password and its repetition, as the forms that set one ask for them (fields `password` and `repeat`). */
export function NewPasswordFields({ label = zh.account.password }: { label?: string }) {
  return (
    <>
      <Form.Item label={label} name="password" rules={[zodRule(newPasswordSchema())]}>
        <Input.Password placeholder={zh.account.passwordPlaceholder} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={zh.account.repeatPassword}
        name="repeat"
        dependencies={["password"]}
        rules={repeatRules("password", zh.account.repeatPasswordRequired, zh.account.repeatPasswordMismatch)}
      >
        <Input.Password placeholder={zh.account.repeatPasswordPlaceholder} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
