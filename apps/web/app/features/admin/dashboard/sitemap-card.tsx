import { ReloadOutlined } from "@ant-design/icons";
import { sitemapEndpoints } from "@wenku/contract";
import { Button, Card, Descriptions, Typography } from "antd";
import { useApiMutation, useApiQuery } from "../../../lib/api-query";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { formatTime } from "../../../shared/format";
import { holdsPermission } from "../../../shared/permissions";

const t = zh.adminSitemap;

/** The sitemap's state and the 更新站点地图 button (PUT /api/v1/sitemap), for holders of that permission. */
export function SitemapCard() {
  const session = useSession();
  const canUpdate = holdsPermission(session, sitemapEndpoints.rebuild);
  const canRead = holdsPermission(session, sitemapEndpoints.status);
  if (!canUpdate && !canRead) return null;
  return <SitemapCardBody canUpdate={canUpdate} canRead={canRead} />;
}

function SitemapCardBody({ canUpdate, canRead }: { canUpdate: boolean; canRead: boolean }) {
  const status = useApiQuery(sitemapEndpoints.status, undefined, { enabled: canRead });
  const data = canRead ? status.data : undefined;
  const loading = status.loading;
  // The status reloads after the rebuild (it is the same resource).
  const rebuild = useApiMutation(sitemapEndpoints.rebuild, { done: t.updated });
  const updating = rebuild.pending;

  const update = async () => {
    await rebuild.run({});
  };

  const items = data
    ? [
        { key: "at", label: t.generatedAt, children: data.running ? t.running : data.generated_at ? formatTime(data.generated_at) : t.never },
        { key: "urls", label: t.urls, children: data.url_count },
        { key: "files", label: t.files, children: data.file_count },
      ]
    : [];

  return (
    <Card
      title={t.title}
      loading={loading && canRead && !data}
      data-testid="sitemap-card"
      extra={
        <>
          <Button type="link" href="/sitemap.xml" target="_blank" rel="noopener">
            {t.open}
          </Button>
          {canUpdate && (
            <Button icon={<ReloadOutlined />} loading={updating} onClick={() => void update()} data-testid="sitemap-update">
              {t.update}
            </Button>
          )}
        </>
      }
    >
      {items.length > 0 && <Descriptions column={{ xs: 1, md: 3 }} items={items} />}
      <Typography.Paragraph type="secondary" style={{ margin: items.length ? "8px 0 0" : 0 }}>
        {t.help}
      </Typography.Paragraph>
    </Card>
  );
}
