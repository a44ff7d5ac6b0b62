import { useCallback, useState, type ReactNode } from "react";
import { CreditShortfallDialog, type Shortfall } from "./credit-shortfall-dialog";
import { useRechargeDialog } from "./use-recharge-dialog";

export type { Shortfall };

/**
 * Tells a member their credits fall short of a price, with each way to get the difference that the site has
 * switched on (credit-shortfall-dialog.tsx); recharge opens the recharge dialog for the missing amount. Render
 * `rechargeDialog` (both dialogs) where the hook is used.
 */
export function useShortfallNotice(): { notifyShortfall: (need: Shortfall) => void; rechargeDialog: ReactNode } {
  const { openRecharge, rechargeDialog } = useRechargeDialog();
  const [need, setNeed] = useState<Shortfall>();
  const notifyShortfall = useCallback((next: Shortfall) => setNeed(next), []);
  const close = useCallback(() => setNeed(undefined), []);
  return {
    notifyShortfall,
    rechargeDialog: (
      <>
        <CreditShortfallDialog need={need} onClose={close} onRecharge={openRecharge} />
        {rechargeDialog}
      </>
    ),
  };
}
