import { Form, Input, InputNumber, Select } from "antd";
import { creditName, useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { CategorySelect } from "./category-select";

export interface SharedValues {
  category?: number;
  price: number;
  language?: string;
  keywords: string;
  description: string;
  /** The answer to the upload captcha, while security.enable_captcha_upload is on. */
  captcha?: string;
}

export const sharedDefaults: SharedValues = { price: 0, keywords: "", description: "" };

/** Fields every document of one upload shares: category, price, language, keywords and description. */
export function SharedFields() {
  const settings = useSettings();
  return (
    <>
      <Form.Item label={zh.document.category} name="category" rules={[{ required: true, message: zh.document.categoryRequired }]}>
        <CategorySelect />
      </Form.Item>
      <div className="wk-upload-pair">
        <Form.Item label={zh.document.priceLabel(creditName(settings))} name="price">
          <InputNumber min={0} precision={0} style={{ width: "100%" }} data-testid="upload-price" />
        </Form.Item>
        <Form.Item label={zh.document.language} name="language">
          <Select
            allowClear
            placeholder={zh.document.languagePlaceholder}
            options={settings.language.map((l) => ({ value: l.code, label: l.language }))}
            data-testid="upload-language"
          />
        </Form.Item>
      </div>
      <Form.Item label={zh.document.keywords} name="keywords">
        <Input maxLength={255} placeholder={zh.document.keywordsPlaceholder} />
      </Form.Item>
      <Form.Item label={zh.document.description} name="description">
        <Input.TextArea rows={3} maxLength={512} showCount placeholder={zh.document.descriptionPlaceholder} />
      </Form.Item>
    </>
  );
}
