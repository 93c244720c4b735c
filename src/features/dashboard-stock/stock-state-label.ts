/** How the stock list names a car's state, most telling first: sold, reserved, hidden, coming soon, in stock. */
export function stockStateLabel(car: {
  sold: boolean;
  reserved: boolean;
  showOnDealerWebsite: boolean;
  status: 'in_stock' | 'coming_soon';
}): string {
  if (car.sold) return 'Sold';
  if (car.reserved) return 'Reserved';
  if (!car.showOnDealerWebsite) return 'Hidden';
  return car.status === 'coming_soon' ? 'Coming soon' : 'In stock';
}
