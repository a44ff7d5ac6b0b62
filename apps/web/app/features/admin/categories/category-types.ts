import type { ApiBodyOf, Category, CategoryType, categoryEndpoints } from "@wenku/contract";

export type { Category };
/** 0 document categories, 1 article categories. */
export type CategoryKind = (typeof CategoryType)[keyof typeof CategoryType];
export type CategoryCreate = ApiBodyOf<typeof categoryEndpoints.create>;
