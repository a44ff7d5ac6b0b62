import { loadHomeDocuments } from "../features/document/home/home-loader";
import { HomePage } from "../features/home/home-page";
import { gatedClientLoader } from "../lib/gated-client-loader";
import type { Route } from "./+types/home";

export function loader({ context }: Route.LoaderArgs) {
  return loadHomeDocuments(context.services);
}

export const clientLoader = gatedClientLoader((services) => loadHomeDocuments(services));

export default function Home() {
  return <HomePage />;
}
