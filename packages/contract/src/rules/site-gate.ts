/** Pages a visitor can always reach on a closed or login-only site, so that they can sign in (spec §6). */
const gateExemptPath = /^\/(login|register|findpassword|findpassword-mobile|oauth)(\/|\.data$|$)/;

export function isGateExemptPath(pathname: string): boolean {
  return gateExemptPath.test(pathname);
}

/** Whether the site shows nothing to strangers: closed (security.is_close) or login-only (security.login_required). */
export function isSiteGated(security: { is_close?: boolean; login_required?: boolean }): boolean {
  return Boolean(security.is_close || security.login_required);
}
