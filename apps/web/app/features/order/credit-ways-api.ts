import { creditEndpoints, type CreditWays } from "@wenku/contract";
import { callApi } from "../../lib/call-api";

export type { CreditWays };

/** The ways to get credits the site has switched on, with what each gives (GET /api/v1/user/credit/ways). */
export const loadCreditWays = (): Promise<CreditWays> => callApi(creditEndpoints.ways);
