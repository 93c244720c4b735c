/** Whether a request's Host names the dashboard (the name of DASHBOARD_HOST; any port, so one setting serves every port). */
export function isDashboardHost(host: string | null, dashboardHost: string): boolean {
  if (!host) return false;
  const name = (value: string) => value.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return name(host) === name(dashboardHost);
}
