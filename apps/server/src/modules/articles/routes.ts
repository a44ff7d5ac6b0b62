import { articleManageRoutes } from "./manage-routes.js";
import { articleReadRoutes } from "./read-routes.js";
import { articleRecycleRoutes } from "./recycle-routes.js";

/** ArticleAPI (api-contract §4.3): posts and single pages, their review, recycle bin and image uploads. */
export const articleRoutes = [...articleReadRoutes, ...articleManageRoutes, ...articleRecycleRoutes];
