import { useCallback, useState, type ReactNode } from "react";
import { useSettings } from "../../lib/site-data";
import { RechargeDialog } from "./recharge-dialog";

export interface RechargeDialogControl {
  /** Recharge can be bought: switched on, with a usable payment gateway (payment.enable_recharge). */
  canRecharge: boolean;
  /** Opens the dialog, proposing to recharge `shortfall` credits when given. */
  openRecharge: (shortfall?: number) => void;
  /** Render it where the hook is used; null when recharge cannot be bought. */
  rechargeDialog: ReactNode;
}

/** The recharge dialog, for places that offer recharge when credits run short. */
export function useRechargeDialog(): RechargeDialogControl {
  const canRecharge = useSettings().payment.enable_recharge;
  // A new key for every opening: the dialog starts from the amount proposed then.
  const [state, setState] = useState<{ open: boolean; shortfall?: number; key: number }>({ open: false, key: 0 });
  const openRecharge = useCallback((shortfall?: number) => setState((last) => ({ open: true, shortfall, key: last.key + 1 })), []);
  const close = useCallback(() => setState((last) => ({ ...last, open: false })), []);
  return {
    canRecharge,
    openRecharge,
    rechargeDialog: canRecharge ? <RechargeDialog key={state.key} open={state.open} onClose={close} shortfall={state.shortfall} /> : null,
  };
}
