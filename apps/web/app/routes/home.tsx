import { HomePage } from "../features/home/home-page";

export default function Home() {
  return <HomePage />;
}
