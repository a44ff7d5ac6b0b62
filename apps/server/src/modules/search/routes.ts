import { searchAdminRoutes } from "./admin-routes.js";
import { searchRoutes as publicSearchRoutes } from "./search-routes.js";

/** Every route of the search capability (modules/index.ts apiRoutes). */
export const searchRoutes = [...publicSearchRoutes, ...searchAdminRoutes];
