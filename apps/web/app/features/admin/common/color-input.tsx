import { ColorPicker } from "antd";

interface ColorInputProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/** A colour stored as "#rrggbb" text; clearing stores "". */
export function ColorInput({ value, onChange, id }: ColorInputProps) {
  return (
    <ColorPicker
      value={value || undefined}
      allowClear
      showText
      onChange={(color) => onChange?.(color.cleared ? "" : color.toHexString())}
      onClear={() => onChange?.("")}
      {...(id ? { id } : {})}
    />
  );
}
