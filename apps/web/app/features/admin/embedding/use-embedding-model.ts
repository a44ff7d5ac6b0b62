import { useLoad } from "../common/use-load";
import { embeddingApi } from "./embedding-api";

/** The embedding model in use (0: none set or disabled), reloaded with the list. */
export function useEmbeddingModel(): { modelId: number | undefined; reload(): void } {
  const { data, reload } = useLoad((signal) => embeddingApi.modelId(signal), undefined as number | undefined, "embedding-model");
  return { modelId: data, reload };
}
