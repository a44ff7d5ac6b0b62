import type { AdPosition } from "@wenku/contract";
import { useState } from "react";
import { useAds } from "./use-ads";
import "./ads.css";

export interface AdSlotProps {
  /** One of the 17 positions of spec §9 (`adPositions` in @wenku/contract). */
  position: AdPosition;
  /** "all" (default) shows every ad of the position; "random" one of them, picked once per slot (document_between). */
  pick?: "all" | "random";
  className?: string;
}

/**
 * An advertisement slot: renders nothing until the position's ads arrive in the browser (never in a server render,
 * never for a VIP), then the ads' HTML, sanitized by the server when saved.
 */
export function AdSlot({ position, pick = "all", className }: AdSlotProps) {
  const ads = useAds(position);
  const [seed] = useState(Math.random);
  if (ads.length === 0) return null;
  const shown = pick === "random" ? [ads[Math.floor(seed * ads.length)]] : ads;
  return (
    <div className={`wk-ad wk-ad-${position}${className ? ` ${className}` : ""}`} data-testid="ad-slot" data-position={position}>
      {shown.map((ad) => (
        <div key={ad.id} className="wk-ad-item" data-ad-id={ad.id} dangerouslySetInnerHTML={{ __html: ad.content }} />
      ))}
    </div>
  );
}
