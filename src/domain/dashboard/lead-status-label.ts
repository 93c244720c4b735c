/** How the dashboard names a lead status ('appointment' is 'Appointment'). */
export function leadStatusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
