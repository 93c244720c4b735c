import { ZCarEdit } from '@/server/dashboard/stock/car-edit.schema';
import { updateStockCar } from '@/server/dashboard/stock/update-stock-car';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { carEditForm } from './car-edit-form-name';
import { revalidateStock } from './revalidate-stock';

/**
 * POST /stock/{id}/save: the car editor's form; refreshes the public pages, then back to the car. Refused, back
 * to the car's page with what was typed and a message at each field.
 */
export const postCarEdit = withDashboardWrite<typeof ZCarEdit, { id: string }>(
  {
    schema: ZCarEdit,
    back: ({ id }) => `/stock/${encodeURIComponent(id)}`,
    draft: { form: ({ id }) => carEditForm(id), path: '/stock' },
  },
  async ({ viewer, input, params }) => {
    const saved = await updateStockCar(await getDb(), viewer, params.id, input);
    if (saved.changed) revalidateStock(saved.websiteIds, [saved.carId]);
    return seeOther(`/stock/${saved.carId}?done=${saved.changed ? 'saved' : 'unchanged'}`);
  },
);
