export type { ConfigRow } from "@wenku/contract";
