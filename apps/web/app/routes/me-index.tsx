import { redirect } from "react-router";
import { meTabs } from "../features/account/me-tabs";

/** /me opens its first tab. */
export function loader() {
  return redirect(meTabs[0]!.path);
}
