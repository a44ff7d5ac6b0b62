import { loadHome } from "../features/home/home-loader";
import { HomePage } from "../features/home/home-page";
import { gatedClientLoader } from "../lib/gated-client-loader";
import type { Route } from "./+types/home";

export function loader({ context }: Route.LoaderArgs) {
  return loadHome(context.services);
}

export const clientLoader = gatedClientLoader((services) => loadHome(services));

export default function Home() {
  return <HomePage />;
}
