import { HomePage } from "../features/home/home-page";

export { homeLoader as loader } from "../features/document/home/home-loader";

export default function Home() {
  return <HomePage />;
}
