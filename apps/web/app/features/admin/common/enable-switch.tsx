import { Switch } from "antd";
import { useState } from "react";
import { useAction } from "../../../shared/use-action";

interface EnableSwitchProps {
  checked: boolean;
  /** Saves the new state (a mutation, so the lists it changes reload). */
  onToggle: (next: boolean) => Promise<unknown>;
  /** After a save that succeeded. */
  onSaved?: () => void;
  label?: string;
}

/** A table cell switch that saves at once and reports failures with the server's message. */
export function EnableSwitch({ checked, onToggle, onSaved, label }: EnableSwitchProps) {
  const run = useAction();
  const [busy, setBusy] = useState(false);
  return (
    <Switch
      size="small"
      checked={checked}
      loading={busy}
      aria-label={label}
      onChange={async (next) => {
        setBusy(true);
        const ok = await run(() => onToggle(next));
        setBusy(false);
        if (ok) onSaved?.();
      }}
    />
  );
}
