import { commentContentMaxLength, commentEndpoints, type CommentView } from "@wenku/contract";
import { App, Button, Form, Input } from "antd";
import { errorMessage } from "../../lib/api-client";
import { useApiMutation } from "../../lib/api-query";
import { useSettings } from "../../lib/site-data";
import { zh } from "../../locales/zh-CN";
import { CaptchaField } from "../../shared/account/captcha-field";
import { useCaptcha } from "../../shared/account/use-captcha";

const t = zh.comments;

interface CommentFormProps {
  type: number;
  itemId: number;
  /** The comment answered; 0 for a new thread. */
  parentId?: number;
  placeholder?: string;
  onPosted: (comment: CommentView) => void;
  onCancel?: () => void;
}

/**
 * Writes a comment or a reply. Asks for a captcha while security.enable_captcha_comment is on (a new one after every
 * attempt); says whether the comment shows at once or waits for review.
 */
export function CommentForm({ type, itemId, parentId = 0, placeholder, onPosted, onCancel }: CommentFormProps) {
  const { security } = useSettings();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string; captcha?: string }>();
  const captcha = useCaptcha("comment", security.enable_captcha_comment);
  const post = useApiMutation(commentEndpoints.create);

  const submit = async (values: { content: string; captcha?: string }) => {
    try {
      const created = await post.call({
        body: { type, document_id: itemId, parent_id: parentId, content: values.content, captcha_id: captcha.captcha?.id, captcha: values.captcha },
      });
      void message.success(created.status === 1 ? t.posted : t.postedPending);
      form.resetFields();
      onPosted(created);
    } catch (error) {
      void message.error(errorMessage(error, t.postFailed));
      form.setFieldValue("captcha", "");
    } finally {
      captcha.refresh();
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} className="wk-comment-form" data-testid={parentId ? "reply-form" : "comment-form"}>
      <Form.Item name="content" rules={[{ required: true, whitespace: true, message: t.contentRequired }]}>
        <Input.TextArea
          placeholder={placeholder ?? t.placeholder}
          autoSize={{ minRows: parentId ? 2 : 3, maxRows: 8 }}
          maxLength={commentContentMaxLength}
          showCount
          autoFocus={parentId > 0}
        />
      </Form.Item>
      <CaptchaField state={captcha} />
      <div className="wk-comment-form-actions">
        {onCancel && <Button onClick={onCancel}>{t.cancel}</Button>}
        <Button type="primary" htmlType="submit" loading={post.pending} disabled={captcha.loading} data-testid="comment-submit">
          {parentId ? t.submitReply : t.submit}
        </Button>
      </div>
    </Form>
  );
}
