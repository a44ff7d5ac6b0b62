import { UserDocuments } from "../features/user-home/user-documents";
import { loadUserDocuments } from "../features/user-home/user-loaders";
import { gatedClientLoader } from "../lib/gated-client-loader";
import { siteMeta } from "../lib/meta";
import { zh } from "../locales/zh-CN";
import type { Route } from "./+types/user-document";

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadUserDocuments(context.services, params.id, request.url);
}

export const clientLoader = gatedClientLoader((services, { params, request }: Route.ClientLoaderArgs) =>
  loadUserDocuments(services, params.id, request.url),
);

export function meta({ matches }: Route.MetaArgs) {
  const user = matches[2]?.loaderData?.user;
  return siteMeta(matches, user ? zh.document.userDocumentsTitle(user.username) : zh.document.userDocuments);
}

export default function UserDocumentRoute({ loaderData, matches }: Route.ComponentProps) {
  return <UserDocuments user={matches[2].loaderData.user} data={loaderData} />;
}
