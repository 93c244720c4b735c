import { dealershipsPath } from '@/features/dashboard-sites/dealership-labels';

/** The page of a dealership's new-lead contacts. */
export const leadAlertsPath = (site: string, id: number | string) =>
  `${dealershipsPath(site)}/${encodeURIComponent(String(id))}/lead-alerts`;

/** The draft name of a dealership's new-lead contacts form. */
export const leadAlertsForm = (id: number | string) => `lead-alerts-${id}`;
