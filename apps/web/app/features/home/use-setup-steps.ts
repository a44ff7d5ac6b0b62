import { CategoryType, llmEndpoints, statsEndpoints } from "@wenku/contract";
import { useApiQuery } from "../../lib/api-query";
import { useSession } from "../../lib/session";
import { useSiteData } from "../../lib/site-data";
import { holdsPermission } from "../../shared/permissions";

export type SetupStepName = "domain" | "categories" | "documents" | "ai";

export interface SetupStep {
  name: SetupStepName;
  /** Where the step is done. */
  href: string;
  /** The admin page whose permission makes the step this user's to do. */
  page: string;
}

/** A new site's first steps, in order. */
export const setupSteps: SetupStep[] = [
  { name: "domain", href: "/admin/config/system", page: "/admin/config/system" },
  { name: "categories", href: "/admin/document/category", page: "/admin/document/category" },
  { name: "documents", href: "/upload", page: "/admin/document/list" },
  { name: "ai", href: "/admin/ai/llm", page: "/admin/ai/llm" },
];

/**
 * The first steps still to do that the signed-in user may do (their admin pages include the step's page): none for
 * visitors, members, and during the server render and hydration, where the session is anonymous.
 */
export function usePendingSetupSteps(): SetupStep[] {
  const session = useSession();
  const { settings, categories } = useSiteData();
  const mine = setupSteps.filter((step) => session.allowPages.includes(step.page));
  const canListModels = holdsPermission(session, llmEndpoints.list);
  const stats = useApiQuery(statsEndpoints.get, undefined, { enabled: mine.length > 0 });
  // Enabled chat models, asked only of a user who may list them.
  const models = useApiQuery(llmEndpoints.list, { query: { page: 1, size: 1, enable: true, is_embedding: false } }, { enabled: mine.length > 0 && canListModels });
  if (mine.length === 0 || !stats.data || (canListModels && !models.data)) return [];
  const documentCount = stats.data.document_count;
  const chatModelCount = canListModels ? models.data?.total : undefined;
  const done: Record<SetupStepName, boolean> = {
    domain: settings.system.domain.trim() !== "",
    categories: categories.some((category) => category.type === CategoryType.document),
    documents: documentCount > 0,
    ai: chatModelCount === undefined || chatModelCount > 0,
  };
  return mine.filter((step) => !done[step.name]);
}
