import { SyncOutlined } from "@ant-design/icons";
import { systemEndpoints, type Release } from "@wenku/contract";
import { Alert, Button, Card, Descriptions, Input, Space, Typography } from "antd";
import { useState } from "react";
import { useApiMutation, useApiQuery } from "../../../lib/api-query";
import { useSession } from "../../../lib/session";
import { zh } from "../../../locales/zh-CN";
import { formatTime } from "../../../shared/format";
import { holdsPermission } from "../../../shared/permissions";
import { useAction } from "../../../shared/use-action";

const t = zh.adminSystem.release;

function ReleaseStatus({ release }: { release: Release }) {
  if (!release.source) return <Alert type="info" showIcon message={t.noSource} />;
  if (release.error) return <Alert type="error" showIcon message={t.failed(release.error)} />;
  if (release.has_update) return <Alert type="warning" showIcon message={t.hasUpdate(release.tag_name)} />;
  if (release.ignore && release.ignore === release.tag_name) return <Alert type="info" showIcon message={t.ignoredTag(release.ignore)} />;
  return release.checked_at ? <Alert type="success" showIcon message={t.upToDate} /> : null;
}

/** The release check (GET/POST /api/v1/release): the running and latest versions, ignore, and the source URL. */
export function ReleaseCard() {
  const session = useSession();
  const run = useAction();
  const { data, loading } = useApiQuery(systemEndpoints.release);
  // Each change reloads the release read (the same resource).
  const { call: check } = useApiMutation(systemEndpoints.checkRelease);
  const { call: ignore } = useApiMutation(systemEndpoints.ignoreRelease);
  const { call: setSource } = useApiMutation(systemEndpoints.setReleaseSource);
  // What the operator is typing; undefined shows the saved source.
  const [draft, setDraft] = useState<string | undefined>();
  const source = draft ?? data?.source ?? "";
  const [busy, setBusy] = useState(false);

  const act = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    await run(call, done);
    setBusy(false);
  };
  const ignored = !!data?.ignore && data.ignore === data.tag_name;
  const canCheck = holdsPermission(session, systemEndpoints.checkRelease) && !!data?.source;
  const canIgnore = holdsPermission(session, systemEndpoints.ignoreRelease) && !!data?.tag_name;

  return (
    <Card
      title={t.title}
      loading={loading && !data}
      data-testid="release-card"
      style={{ height: "100%" }}
      extra={
        canCheck && (
          <Button size="small" icon={<SyncOutlined spin={busy} />} disabled={busy} onClick={() => void act(() => check({}), t.checked)} data-testid="release-check">
            {t.check}
          </Button>
        )
      }
    >
      {data && (
        <Space direction="vertical" style={{ width: "100%" }}>
          <ReleaseStatus release={data} />
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: "current", label: t.current, children: <span data-testid="release-current">{data.current || "-"}</span> },
              ...(data.tag_name ? [{ key: "latest", label: t.latest, children: data.name ? `${data.tag_name}（${data.name}）` : data.tag_name }] : []),
              ...(data.release_at ? [{ key: "at", label: t.releaseAt, children: formatTime(data.release_at) }] : []),
              { key: "checked", label: t.checkedAt, children: data.checked_at ? formatTime(data.checked_at) : t.never },
            ]}
          />
          {data.body && <Typography.Paragraph style={{ whiteSpace: "pre-wrap", maxHeight: 160, overflow: "auto" }}>{data.body}</Typography.Paragraph>}
          {canIgnore && (
            <Button
              size="small"
              disabled={busy}
              onClick={() => void act(() => ignore({ body: { ignore: ignored ? "" : data.tag_name } }), ignored ? t.unignore : t.ignored)}
            >
              {ignored ? t.unignore : t.ignore}
            </Button>
          )}
          {holdsPermission(session, systemEndpoints.setReleaseSource) && (
            <div>
              <Typography.Text>{t.source}</Typography.Text>
              <Space.Compact style={{ width: "100%", marginTop: 4 }}>
                <Input value={source} onChange={(e) => setDraft(e.target.value)} placeholder={t.sourcePlaceholder} aria-label={t.source} data-testid="release-source" />
                <Button
                  disabled={busy}
                  onClick={() => void act(() => setSource({ body: { source } }).then(() => setDraft(undefined)), t.sourceSaved)}
                >
                  {t.saveSource}
                </Button>
              </Space.Compact>
              <Typography.Text type="secondary">{t.sourceHelp}</Typography.Text>
            </div>
          )}
        </Space>
      )}
    </Card>
  );
}
