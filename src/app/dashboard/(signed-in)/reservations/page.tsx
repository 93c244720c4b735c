import type { Metadata } from 'next';
import { ReservationsPage } from '@/features/dashboard-reservations/reservations-page';

export const metadata: Metadata = { title: 'Reservations' };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ReservationsRoute({ searchParams }: TProps) {
  return <ReservationsPage page={(await searchParams).page} />;
}
