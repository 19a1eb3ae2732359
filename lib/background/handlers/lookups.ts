import { categoriesCache, countriesCache } from '../api-caches';
import { getApiContext } from '../api-client';
import type { HandlerMap } from './types';

export const lookupHandlers: HandlerMap<'lookups.countries' | 'lookups.categories'> = {
  'lookups.countries': async () => countriesCache(await getApiContext()),
  'lookups.categories': async () => categoriesCache(await getApiContext()),
};
