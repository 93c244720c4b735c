export { getReportCsv as GET } from '@/features/dashboard-reports/get-report-csv';
