import { articleCrawlEndpoints, type ApiReplyOf } from "@wenku/contract";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { callApi } from "../../../lib/call-api";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { FormModal } from "../common/form-modal";
import { holdsPermission } from "../../../shared/permissions";

const t = zh.adminSpider.crawl;

export type CrawledArticle = ApiReplyOf<typeof articleCrawlEndpoints.crawl>;

interface CrawlValues {
  url: string;
  select?: string;
  exclude?: string;
  replace?: string;
}

/** 从网址采集 (POST /api/v1/article/crawl): a web page's main content as a draft, for those who may crawl. */
export function CrawlArticleButton({ onCrawled }: { onCrawled: (article: CrawledArticle) => void }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (!holdsPermission(session, articleCrawlEndpoints.crawl)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t.button}</Button>
      <FormModal<CrawlValues>
        open={open}
        title={t.title}
        onClose={() => setOpen(false)}
        doneMessage={t.done}
        onSubmit={async (values) => {
          const body = { url: values.url.trim(), select: values.select ?? "", exclude: values.exclude ?? "", replace: values.replace ?? "" };
          onCrawled(await callApi(articleCrawlEndpoints.crawl, { body: { ...body, mode: body.select ? "select" : "smart" } }));
        }}
      >
        <Form.Item name="url" label={t.url} rules={[{ required: true, whitespace: true, message: t.urlRequired }]}>
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="select" label={t.select} extra={t.selectHelp}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="exclude" label={t.exclude} extra={t.excludeHelp}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="replace" label={t.replace} extra={t.replaceHelp}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </FormModal>
    </>
  );
}
