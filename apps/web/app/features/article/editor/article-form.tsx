import { articleContentMaxLength, articleMessages, isArticleIdentifier } from "@wenku/contract";
import { Button, Form, Input, Switch } from "antd";
import type { ReactNode } from "react";
import { zh } from "../../../locales/zh-CN";
import { ArticleCategorySelect } from "./article-category-select";
import type { ArticleFormValues } from "./article-form-values";
import { MarkdownEditor } from "./markdown-editor";
import "./article-form.css";

const t = zh.article.form;

interface ArticleFormProps {
  initialValues: ArticleFormValues;
  /** The back office's fields: identifier (fixed once the article exists), author, recommendation. */
  backOffice?: boolean;
  editing: boolean;
  saving: boolean;
  onSubmit: (values: ArticleFormValues) => void;
  /** Buttons beside the submit button. */
  extra?: ReactNode;
}

/** Title, category, keywords, description and the Markdown body with its preview. */
export function ArticleForm({ initialValues, backOffice = false, editing, saving, onSubmit, extra }: ArticleFormProps) {
  return (
    <Form<ArticleFormValues> layout="vertical" initialValues={initialValues} onFinish={onSubmit} className="wk-article-form" data-testid="article-form">
      <Form.Item
        label={t.title}
        name="title"
        rules={[
          { required: true, whitespace: true, message: articleMessages.titleRequired },
          { max: 255, message: articleMessages.titleTooLong },
        ]}
      >
        <Input placeholder={articleMessages.titleRequired} maxLength={255} data-testid="article-title-input" />
      </Form.Item>
      {backOffice && (
        <div className="wk-article-form-pair">
          <Form.Item
            label={t.identifier}
            name="identifier"
            extra={editing ? undefined : t.identifierHelp}
            rules={[{ validator: async (_, value?: string) => (!value || isArticleIdentifier(value.trim().toLowerCase()) ? undefined : Promise.reject(new Error(articleMessages.identifierInvalid))) }]}
          >
            <Input placeholder={t.identifierPlaceholder} maxLength={64} disabled={editing} data-testid="article-identifier-input" />
          </Form.Item>
          <Form.Item label={t.author} name="author" rules={[{ max: 64, message: articleMessages.authorTooLong }]}>
            <Input placeholder={t.authorPlaceholder} maxLength={64} />
          </Form.Item>
        </div>
      )}
      <div className="wk-article-form-pair">
        <Form.Item label={t.category} name="category">
          <ArticleCategorySelect />
        </Form.Item>
        <Form.Item label={t.keywords} name="keywords" rules={[{ max: 255, message: articleMessages.keywordsTooLong }]}>
          <Input placeholder={t.keywordsPlaceholder} maxLength={255} />
        </Form.Item>
      </div>
      <Form.Item label={t.description} name="description" rules={[{ max: 1024, message: articleMessages.descriptionTooLong }]}>
        <Input.TextArea rows={2} maxLength={1024} showCount placeholder={t.descriptionPlaceholder} />
      </Form.Item>
      {backOffice && (
        <Form.Item label={t.recommend} name="is_recommend" valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
      <Form.Item
        label={t.content}
        name="content"
        extra={t.contentHelp}
        rules={[
          { required: true, whitespace: true, message: articleMessages.contentRequired },
          { max: articleContentMaxLength, message: articleMessages.contentTooLong },
        ]}
      >
        <MarkdownEditor />
      </Form.Item>
      <div className="wk-article-form-actions">
        <Button type="primary" htmlType="submit" size="large" loading={saving} data-testid="article-submit">
          {editing ? t.save : t.publish}
        </Button>
        {extra}
      </div>
    </Form>
  );
}
