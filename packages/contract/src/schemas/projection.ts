import { z } from "zod";

/**
 * The two replies of a list whose rows a caller may cut down with `field=` (api-contract §1.6): `reply` holds every
 * row in full (no `field` asked), `projectedReply` the rows with only the asked fields. Spread it into `apiRoute`.
 */
export function projectableList<const K extends string, Row extends z.ZodObject, Rest extends z.ZodRawShape = Record<never, never>>(
  key: K,
  row: Row,
  rest?: Rest,
) {
  const reply = z.object({ ...rest, [key]: z.array(row) }) as z.ZodObject<Rest & Record<K, z.ZodArray<Row>>>;
  const projectedReply = z.object({ ...rest, [key]: z.array(row.partial()) }) as z.ZodObject<
    Rest & Record<K, z.ZodArray<ReturnType<Row["partial"]>>>
  >;
  return { reply, projectedReply };
}

/** Whether a parsed query asks for some fields only, so the projected reply applies. */
export function asksForFields(query: unknown): boolean {
  const field = (query as { field?: unknown } | undefined)?.field;
  return Array.isArray(field) && field.length > 0;
}

/** A row of a list asked for the `field`s F: those the row has, and the members the list always attaches (A). */
export type Projected<Row, F extends string, A extends string = never> = Pick<Row, Extract<F | A, keyof Row>>;

/** The `field`s of a projected call, kept as literal names so its reply type picks them. */
export const pickedFields = <const F extends string>(...names: F[]): F[] => names;
