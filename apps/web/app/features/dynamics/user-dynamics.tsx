import { Card } from "antd";
import { zh } from "../../locales/zh-CN";
import { DynamicFeed } from "./dynamic-feed";

/** The public activity of a member on their homepage (/user/<id>). */
export function UserDynamics({ userId }: { userId: number }) {
  return (
    <Card size="small" title={zh.comments.dynamics.userTitle} data-testid="user-dynamics">
      <DynamicFeed userId={userId} />
    </Card>
  );
}
