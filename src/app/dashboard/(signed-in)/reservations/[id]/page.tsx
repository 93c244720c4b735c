import type { Metadata } from 'next';
import { ReservationPage } from '@/features/dashboard-reservations/reservation-page';

export const metadata: Metadata = { title: 'Reservation' };

type TProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function ReservationRoute({ params, searchParams }: TProps) {
  return <ReservationPage id={(await params).id} searchParams={await searchParams} />;
}
