import type { Metadata } from 'next';
import { CarEditorPage } from '@/features/dashboard-stock/car-editor-page';

export const metadata: Metadata = { title: 'Car' };

type TProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function CarEditorRoute({ params, searchParams }: TProps) {
  return <CarEditorPage id={(await params).id} searchParams={await searchParams} />;
}
