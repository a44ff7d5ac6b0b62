/** The fields of a form-encoded notification, empty ones left out (gateways sign only non-empty parameters). */
export function formFields(body: Buffer): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body.toString("utf8"))) if (value !== "") fields[key] = value;
  return fields;
}
