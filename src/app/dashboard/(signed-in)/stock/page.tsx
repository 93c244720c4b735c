import type { Metadata } from 'next';
import { StockPage } from '@/features/dashboard-stock/stock-page';

export const metadata: Metadata = { title: 'Stock' };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StockRoute({ searchParams }: TProps) {
  return <StockPage searchParams={await searchParams} />;
}
