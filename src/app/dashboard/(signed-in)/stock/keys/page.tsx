import type { Metadata } from 'next';
import { StockKeysPage } from '@/features/dashboard-stock/stock-keys-page';

export const metadata: Metadata = { title: 'Stock feed API keys' };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StockKeysRoute({ searchParams }: TProps) {
  return <StockKeysPage searchParams={await searchParams} />;
}
