import { Button, Form, Input, type InputProps } from "antd";
import { zh } from "../../locales/zh-CN";
import type { CaptchaState } from "./use-captcha";
import "./captcha.css";

/**
 * The captcha answer (form field `captcha`) with its image; clicking the image loads a new one. While a required
 * captcha is on its way (server render included) its place shows 验证码加载中…; if it failed, a button tries again.
 * Renders nothing without a captcha. Shared by every form that may need one (login, register, find password, upload).
 */
export function CaptchaField({ state }: { state: CaptchaState }) {
  const { captcha, refresh } = state;
  if (!captcha && (state.loading || state.failed)) {
    return (
      <Form.Item label={zh.account.captcha} required>
        <div className="wk-captcha">
          <Input placeholder={zh.account.captchaPlaceholder} disabled />
          {state.failed ? (
            <Button className="wk-captcha-image" onClick={refresh} data-testid="captcha-retry">{zh.account.captchaRetry}</Button>
          ) : (
            <span className="wk-captcha-image wk-captcha-loading" data-testid="captcha-loading">{zh.account.captchaLoading}</span>
          )}
        </div>
      </Form.Item>
    );
  }
  if (!captcha) return null;
  return (
    <Form.Item label={zh.account.captcha} name="captcha" required rules={[{ required: true, message: zh.account.captchaRequired }]}>
      <CaptchaInput image={captcha.captcha} captchaId={captcha.id} onRefresh={refresh} />
    </Form.Item>
  );
}

type CaptchaInputProps = Omit<InputProps, "onChange"> & {
  image?: string;
  captchaId?: string;
  onRefresh: () => void;
  onChange?: InputProps["onChange"];
};

/**
 * The answer box and the image beside it, as one form control: the form item's label, value and errors
 * (aria-invalid, aria-describedby) reach the box.
 */
function CaptchaInput({ image, captchaId, onRefresh, ...input }: CaptchaInputProps) {
  return (
    <div className="wk-captcha">
      <Input {...input} placeholder={zh.account.captchaPlaceholder} autoComplete="off" />
      {image && (
        // A button, so the keyboard can ask for another image too.
        <button type="button" className="wk-captcha-refresh" title={zh.account.captchaRefresh} onClick={onRefresh}>
          <img className="wk-captcha-image" src={image} alt={zh.account.captchaRefresh} data-testid="captcha-image" data-captcha-id={captchaId} />
        </button>
      )}
    </div>
  );
}
