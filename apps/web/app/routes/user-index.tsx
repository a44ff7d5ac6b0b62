import { UserProfile } from "../features/user-home/user-profile";
import { loadUserDocuments } from "../features/user-home/user-loaders";
import { gatedClientLoader } from "../lib/gated-client-loader";
import type { Route } from "./+types/user-index";

export function loader({ params, context }: Route.LoaderArgs) {
  return loadUserDocuments(context.services, params.id);
}

export const clientLoader = gatedClientLoader((services, { params }: Route.ClientLoaderArgs) => loadUserDocuments(services, params.id));

export default function UserIndexRoute({ loaderData, matches }: Route.ComponentProps) {
  return <UserProfile user={matches[2].loaderData.user} latest={loaderData} />;
}
