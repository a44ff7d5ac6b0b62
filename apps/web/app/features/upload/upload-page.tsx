import { InboxOutlined } from "@ant-design/icons";
import { Button, Card, Form, Result, Space, Spin, Upload } from "antd";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useSettings, useSiteData } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { CaptchaField } from "../../shared/account/captcha-field";
import { useCaptcha } from "../../shared/account/use-captcha";
import { categoryChain } from "../../shared/category-path";
import { useRequireLogin } from "../guards/use-require-login";
import { SharedFields, sharedDefaults, type SharedValues } from "./shared-fields";
import { UploadFileList } from "./upload-file-list";
import { uploadRules } from "./upload-rules";
import { useSubmitUpload } from "./use-submit-upload";
import { useUploadQueue } from "./use-upload-queue";
import "./upload.css";

/**
 * /upload (sign-in required): pick or drop several files, give each a title and, if wanted, its own category,
 * price, keywords and description; the batch's fields fill in the rest. With a captcha when
 * security.enable_captcha_upload is on.
 */
export function UploadPage() {
  const session = useRequireLogin();
  const settings = useSettings();
  const { categories } = useSiteData();
  const rules = useMemo(() => uploadRules(settings.security), [settings.security]);
  const queue = useUploadQueue(rules);
  const captcha = useCaptcha("upload", settings.security.enable_captcha_upload);
  const { busy, submit } = useSubmitUpload(queue, captcha);
  const [form] = Form.useForm<SharedValues>();
  const [createdCount, setCreatedCount] = useState(0);

  if (!session) return <Spin className="wk-upload-loading" size="large" />;

  const onFinish = async (values: SharedValues) => {
    const chainOf = (category?: number) => categoryChain(categories, category).map((c) => c.id);
    const count = await submit(values, chainOf);
    if (count > 0) setCreatedCount(count);
  };

  const startOver = () => {
    queue.clear();
    setCreatedCount(0);
  };

  if (createdCount > 0) {
    return (
      <Card className="wk-upload">
        <Result
          status={queue.files.some((f) => f.status === "failed") ? "warning" : "success"}
          title={zh.document.uploadDone}
          subTitle={zh.document.uploadDoneHint(createdCount)}
          extra={[
            <Link key="mine" to="/me/document" data-testid="upload-to-my-documents">
              <Button type="primary">{zh.document.myDocuments}</Button>
            </Link>,
            <Button key="more" onClick={startOver}>{zh.document.uploadMore}</Button>,
          ]}
        />
        <UploadFileList files={queue.files} readOnly />
      </Card>
    );
  }

  return (
    <Card className="wk-upload" title={<h1 className="wk-upload-title">{zh.document.uploadTitle}</h1>} data-testid="upload-page">
      <Upload.Dragger
        multiple
        accept={rules.extensions.join(",")}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          queue.add(file);
          return Upload.LIST_IGNORE;
        }}
        data-testid="upload-dragger"
      >
        <p className="ant-upload-drag-icon"><InboxOutlined /></p>
        <p className="ant-upload-text">{zh.document.uploadDrop}</p>
        <p className="ant-upload-hint">{zh.document.uploadHint(rules.extensions.join(" "), rules.maxMegabytes)}</p>
      </Upload.Dragger>
      <UploadFileList
        files={queue.files}
        onTitle={(uid, title) => queue.update(uid, { title })}
        onOwn={(uid, own) => queue.update(uid, { own })}
        onRemove={queue.remove}
        readOnly={busy}
      />
      <Form<SharedValues> form={form} layout="vertical" initialValues={sharedDefaults} onFinish={(values) => void onFinish(values)} className="wk-upload-form">
        {queue.files.length > 1 && <div className="wk-upload-batch-title">{zh.document.batchFields}</div>}
        <SharedFields />
        <CaptchaField state={captcha} />
        <Space>
          <Button type="primary" htmlType="submit" size="large" loading={busy} disabled={captcha.loading} data-testid="upload-submit">{zh.document.startUpload}</Button>
          <Button size="large" onClick={queue.clear} disabled={busy || queue.files.length === 0}>{zh.document.clearFiles}</Button>
        </Space>
      </Form>
    </Card>
  );
}
