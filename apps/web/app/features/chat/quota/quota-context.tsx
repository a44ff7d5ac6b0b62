import { aiQuotaEndpoints, type AiQuota } from "@wenku/contract";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { callApi } from "../../../lib/call-api";

interface QuotaState {
  quota: AiQuota | null;
  /** Asks again (after an answer, after buying). */
  reload: () => void;
  set: (quota: AiQuota) => void;
}

const QuotaContext = createContext<QuotaState>({ quota: null, reload: () => {}, set: () => {} });

/** Today's AI quota of the signed-in member (GET /user/ai/quota), shared by the chat pages. */
export function QuotaProvider({ children }: { children: ReactNode }) {
  const [quota, setQuota] = useState<AiQuota | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    callApi(aiQuotaEndpoints.get).then(
      (q) => live && setQuota(q),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const value = useMemo(() => ({ quota, reload, set: setQuota }), [quota, reload]);
  return <QuotaContext.Provider value={value}>{children}</QuotaContext.Provider>;
}

export const useQuota = () => useContext(QuotaContext);
