import { Typography } from "antd";
import { zh } from "../../locales/zh-CN";
import { DynamicFeed } from "./dynamic-feed";

/** /me: the member's own activity — uploads, articles, comments, favorites, downloads, sign-ins. */
export function MyDynamics() {
  return (
    <section data-testid="my-dynamics">
      <Typography.Title level={5} style={{ marginTop: 0 }}>{zh.comments.dynamics.title}</Typography.Title>
      <DynamicFeed />
    </section>
  );
}
