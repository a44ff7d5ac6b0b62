import { ErrorView } from "../../features/errors/error-view";

/** An admin address without a page, inside the admin frame (the guard has already let it through). */
export default function AdminNotFoundRoute() {
  return <ErrorView notFound />;
}
