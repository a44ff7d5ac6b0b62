import type { ApiBodyOf, Navigation, navigationEndpoints } from "@wenku/contract";

export type { Navigation };
/** What the form sends to create one (the update sends the same with its id). */
export type NavigationInput = ApiBodyOf<typeof navigationEndpoints.create>;
