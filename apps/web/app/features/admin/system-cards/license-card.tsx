import { systemEndpoints } from "@wenku/contract";
import { Card, Collapse, Descriptions, Typography } from "antd";
import { useApiQuery } from "../../../lib/api-query";
import { zh } from "../../../locales/zh-CN";

const t = zh.adminSystem.license;

/** The open-source licence the project is published under (GET /api/v1/license). */
export function LicenseCard() {
  const { data, loading } = useApiQuery(systemEndpoints.license);
  return (
    <Card title={t.title} loading={loading && !data} data-testid="license-card" style={{ height: "100%" }}>
      {data && (
        <>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: "type", label: t.type, children: data.type ? `${data.type}（${data.title}）` : data.title || t.none },
              { key: "limits", label: t.limits, children: t.unlimited },
            ]}
          />
          {data.text && (
            <Collapse
              size="small"
              items={[
                {
                  key: "text",
                  label: t.text,
                  children: <Typography.Paragraph style={{ whiteSpace: "pre-wrap", maxHeight: 240, overflow: "auto", margin: 0 }}>{data.text}</Typography.Paragraph>,
                },
              ]}
            />
          )}
        </>
      )}
    </Card>
  );
}
