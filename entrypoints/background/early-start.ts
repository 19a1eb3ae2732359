// The worker's first statements. The entry imports this module before any other, and it imports only what the reads
// need (first-reads.ts), so its body runs ahead of the rest of the bundle's modules and `main()`: in a worker just
// started beside the popup (2 cores), the time during which the popup's first reads are already under way in the
// browser.
import { markOnce } from '../../lib/core/background/start-marks';
import { keepLocalRecordsInMemory } from '../../lib/core/storage/local-record';
import { popupStores, startPopupReads } from './first-reads';

markOnce('early start');

/** The stores those reads opened: the background is built over these same ones (entrypoints/background). */
export const earlyStores = popupStores();

keepLocalRecordsInMemory();
startPopupReads(earlyStores);
