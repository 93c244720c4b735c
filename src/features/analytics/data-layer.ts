/** The analytics events of the spec pushed to window.dataLayer (Google Tag Manager reads it when configured). */
export type TDataLayerEvent = { event: string; event_id: number } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(entry: TDataLayerEvent): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}
