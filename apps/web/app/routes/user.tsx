import { Outlet } from "react-router";
import { UserHomeLayout } from "../features/user-home/user-home-layout";
import { loadUserHome } from "../features/user-home/user-loaders";
import { gatedClientLoader } from "../lib/gated-client-loader";
import { siteMeta } from "../lib/meta";
import type { Route } from "./+types/user";

export function loader({ params, context }: Route.LoaderArgs) {
  return loadUserHome(context.services, params.id);
}

export const clientLoader = gatedClientLoader((services, { params }: Route.ClientLoaderArgs) => loadUserHome(services, params.id));

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return siteMeta(matches, loaderData?.user.username);
}

export default function UserRoute({ loaderData }: Route.ComponentProps) {
  return (
    <UserHomeLayout user={loaderData.user}>
      <Outlet />
    </UserHomeLayout>
  );
}
