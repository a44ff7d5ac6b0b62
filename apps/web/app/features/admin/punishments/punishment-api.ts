import { api } from "../../../lib/api-client";

/** Punishment (api-contract §2). */
export interface Punishment {
  id: number;
  user_id: number;
  username: string;
  /** 1 disable account, 2 no comment, 3 no upload, 4 no download, 5 no favorite, 6 no article */
  type: number;
  enable: boolean;
  reason: string;
  remark: string;
  /** absent: permanent */
  end_time?: string;
  created_at: string;
  updated_at: string;
}

export interface PunishmentCreate {
  user_id: number[];
  type: number[];
  enable: boolean;
  /** RFC 3339; null = permanent */
  end_time: string | null;
  reason: string;
  remark: string;
}

export interface PunishmentUpdate {
  id: number;
  type: number;
  enable: boolean;
  end_time: string | null;
  reason: string;
  remark: string;
}

/** The punishment endpoints of api-contract §4.7. */
export const punishmentApi = {
  listPath: "/api/v1/punishment/list",
  create: (input: PunishmentCreate) => api.post<object>("/api/v1/punishment", input),
  update: (input: PunishmentUpdate) => api.put<object>("/api/v1/punishment", input),
  cancel: (ids: number[]) => api.put<object>("/api/v1/punishment/cancel", { id: ids }),
};

export const punishmentTypes = [1, 2, 3, 4, 5, 6] as const;

/** In force: enabled and not past its end time. */
export const isInForce = (p: Pick<Punishment, "enable" | "end_time">, now = Date.now()) =>
  p.enable && (!p.end_time || Date.parse(p.end_time) > now);
