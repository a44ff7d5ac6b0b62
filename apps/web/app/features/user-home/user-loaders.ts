import type { SsrServices, UserPublic } from "@wenku/contract";
import { data } from "react-router";
import { zh } from "../../locales/zh-CN";
import { listFields, type ListedDocument } from "../document/document-loader";
import { listPageSize } from "../document/list/list-query";

const latestCount = 6;

export interface UserHomeData {
  user: UserPublic;
}

export interface UserDocumentsData {
  total: number;
  page: number;
  documents: ListedDocument[];
}

const userIdOf = (id: string) => {
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0) throw data(zh.notFoundPage, { status: 404 });
  return n;
};

/** /user/<id>: the public profile; an unknown user is a 404. */
export async function loadUserHome(services: SsrServices, id: string): Promise<UserHomeData> {
  const user = await services.user(userIdOf(id));
  if (!user) throw data(zh.notFoundPage, { status: 404 });
  return { user };
}

/** The user's public documents, newest first: a page of them (?page=N), or the latest few. */
export async function loadUserDocuments(services: SsrServices, id: string, requestUrl?: string): Promise<UserDocumentsData> {
  const userId = userIdOf(id);
  const requested = requestUrl ? Number.parseInt(new URL(requestUrl).searchParams.get("page") ?? "", 10) : 1;
  const page = Number.isFinite(requested) && requested > 1 ? requested : 1;
  const size = requestUrl ? listPageSize : latestCount;
  const list = await services.documentList({ user_id: [userId], page, size, order: "id desc", field: listFields });
  return { total: list.total ?? 0, page, documents: list.document };
}
