import { Checkbox, Form } from "antd";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";

/** The form field of the consent: registration forms send `agreement` only while the site links an agreement. */
export const agreementField = "agreement";

/** The consent a registration sends: true once ticked; nothing on a site without an agreement page. */
export const agreementConsent = (agreementPage: string, ticked: boolean | undefined): { agreement?: boolean } =>
  agreementPage ? { agreement: ticked === true } : {};

/**
 * 我已阅读并同意《文库协议》, required while the site links an agreement (footer.agreement), which opens in a new tab.
 * The server refuses a registration that declines it.
 */
export function AgreementCheckbox({ testId }: { testId: string }) {
  const { footer } = useSettings();
  if (!footer.agreement) return null;
  return (
    <Form.Item
      name={agreementField}
      valuePropName="checked"
      rules={[{ validator: (_, ticked) => (ticked ? Promise.resolve() : Promise.reject(new Error(zh.account.agreementRequired))) }]}
    >
      <Checkbox data-testid={testId}>
        {zh.account.agreementPrefix}
        <a href={footer.agreement} target="_blank" rel="noreferrer" data-testid={`${testId}-link`}>{zh.account.agreementTitle}</a>
      </Checkbox>
    </Form.Item>
  );
}
