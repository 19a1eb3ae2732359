import { getApiClient } from '../api-client';
import type { HandlerMap } from './types';

export const reportHandlers: HandlerMap<
  'reports.performance' | 'reports.campaigns' | 'reports.earnings' | 'reports.unmonetized'
> = {
  'reports.performance': async (params) => (await getApiClient()).performanceReport(params),
  'reports.campaigns': async (params) => (await getApiClient()).campaignReport(params),
  'reports.earnings': async (params) => (await getApiClient()).earningsReport(params),
  'reports.unmonetized': async (params) => (await getApiClient()).unmonetizedTraffic(params),
};
