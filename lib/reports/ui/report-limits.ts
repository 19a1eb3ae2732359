import { PER_PAGE_MAX } from '../../core/api/endpoints';

/** Reports are asked for at their largest page size (100), so performance and earnings fit on one page. */
export const REPORT_PER_PAGE = PER_PAGE_MAX.performanceReport;
