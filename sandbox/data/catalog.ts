// Lookups served by GET /categories and GET /countries, and used by campaigns and offers.

export const CATEGORIES = [
  { id: 1, name: 'Fashion' },
  { id: 2, name: 'Electronics' },
  { id: 3, name: 'Grocery' },
  { id: 4, name: 'Beauty & Personal Care' },
  { id: 5, name: 'Travel' },
  { id: 6, name: 'Banking & Finance' },
  { id: 7, name: 'Home & Kitchen' },
  { id: 8, name: 'Health & Wellness' },
  { id: 9, name: 'Books & Education' },
  { id: 10, name: 'Food Delivery' },
  { id: 11, name: 'Gaming & Apps' },
  { id: 12, name: 'Kids & Baby' },
  { id: 13, name: 'Sports & Outdoors' },
  { id: 14, name: 'Jewellery & Watches' },
  { id: 15, name: 'Services & Subscriptions' },
] as const;

export const COUNTRIES = [
  { id: 99, iso: 'IN', name: 'India' },
  { id: 226, iso: 'US', name: 'United States' },
  { id: 225, iso: 'GB', name: 'United Kingdom' },
  { id: 224, iso: 'AE', name: 'United Arab Emirates' },
  { id: 192, iso: 'SG', name: 'Singapore' },
  { id: 13, iso: 'AU', name: 'Australia' },
  { id: 38, iso: 'CA', name: 'Canada' },
  { id: 81, iso: 'DE', name: 'Germany' },
  { id: 150, iso: 'NP', name: 'Nepal' },
  { id: 129, iso: 'MY', name: 'Malaysia' },
] as const;

export const INDIA = 99;

const categoryNames = new Map<number, string>(CATEGORIES.map((c) => [c.id, c.name]));
const countryById = new Map<number, (typeof COUNTRIES)[number]>(COUNTRIES.map((c) => [c.id, c]));

export function categoryName(id: number): string {
  return categoryNames.get(id) ?? 'Other';
}

export function categoryRefs(ids: readonly number[]): { id: number; name: string }[] {
  return ids.map((id) => ({ id, name: categoryName(id) }));
}

export function countryRefs(ids: readonly number[]): { id: number; iso: string; name: string }[] {
  return ids.flatMap((id) => {
    const c = countryById.get(id);
    return c ? [{ id: c.id, iso: c.iso, name: c.name }] : [];
  });
}
