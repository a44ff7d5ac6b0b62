import { MyDynamics } from "../features/dynamics/my-dynamics";
import { MemberOverview } from "../features/member/member-overview";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/me-index";

export function meta({ matches }: Route.MetaArgs) {
  return siteMeta(matches, zh.comments.dynamics.title);
}

/** /me: the balance, VIP state and today's sign-in, then the member's activity feed. */
export default function MeIndexRoute() {
  return (
    <>
      <MemberOverview />
      <MyDynamics />
    </>
  );
}
