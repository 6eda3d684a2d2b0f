import type { HealthIntelligence } from '../../../contracts/intelligence';

type Alert = HealthIntelligence['emergencyAlerts'][number];

const rank: Record<Alert['severity'], number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** Spec section 4: the most severe alerts first, then the newest; the server's order breaks ties. */
export function sortAlertsBySeverity(alerts: readonly Alert[]): Alert[] {
  return alerts
    .map((alert, index) => ({ alert, index }))
    .sort(
      (a, b) =>
        rank[a.alert.severity] - rank[b.alert.severity] ||
        b.alert.issuedDate.localeCompare(a.alert.issuedDate) ||
        a.index - b.index,
    )
    .map(({ alert }) => alert);
}
