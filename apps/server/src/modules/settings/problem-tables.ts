/** A setting that broke something at run time; shown while the setting still holds `value`. */
export interface SettingProblemTable {
  category: string;
  name: string;
  value: string;
  message: string;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    setting_problem: SettingProblemTable;
  }
}
