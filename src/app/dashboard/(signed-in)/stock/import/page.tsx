import type { Metadata } from 'next';
import { StockImportPage } from '@/features/dashboard-stock/stock-import-page';

export const metadata: Metadata = { title: 'Import stock' };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StockImportRoute({ searchParams }: TProps) {
  return <StockImportPage searchParams={await searchParams} />;
}
