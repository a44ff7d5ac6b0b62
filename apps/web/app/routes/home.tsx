import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  return context.services.ping();
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.name ?? "" }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <h1>{loaderData.name}</h1>;
}
