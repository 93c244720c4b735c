export { getMetricsRoute as GET } from '@/server/metrics/get-metrics-route';
