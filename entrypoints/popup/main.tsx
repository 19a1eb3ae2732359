import '../../components/base.css';
import './popup.css';
import { render } from 'preact';
import { holdLazyLoads } from '../../components/lazy';
import { localizeDocument } from '../../components/localize-document';
import { browser } from '../../lib/core/browser';
import { dataOf, resultOf } from '../../lib/core/messaging/client';
import { PopupApp } from '../../lib/links/ui/popup-app';
import type { PopupOpenResponse } from '../../lib/protocol';
import { type StartApi, startPopup } from './popup-start';

localizeDocument('popupPageTitle');
const root = document.getElementById('app') as HTMLElement;
// popup-start.js has normally sent popup.open already; without it (or if it failed), send it now.
const startHere = () => startPopup(browser as unknown as StartApi, location.search);
const start = (globalThis.popupStart ?? startHere()).catch(startHere);
/**
 * The answer left before this code loaded and is most often here already. When it is not, it is usually a few
 * milliseconds away, or, from a worker that was stopped, 40–90 ms: waiting that long paints the popup once, with the
 * link, instead of "Converting…" and again. Painted before it arrived, that first render held up the answer's own
 * (cold opens of `npm run bench`: 25 ms here showed the link 8–22 ms after the worker answered, 100 ms 3–5 ms).
 */
const ANSWER_WAIT_MS = 100;
/**
 * When the answer was not in the first render (a stopped worker starting, a slow API), what sits below the link and
 * the lazily loaded parts wait for it, at most this long: done while the answer arrives, that work delayed showing
 * it, and on 2 cores took CPU from the starting worker.
 */
const LATER_PARTS_WAIT_MS = 300;
start.then(async (first) => {
  const { page, opened } = first;
  if (opened && !first.answer) await settledOrAfter(opened, ANSWER_WAIT_MS);
  const later = opened && !first.answer ? settledOrAfter(opened, LATER_PARTS_WAIT_MS) : undefined;
  if (later) holdLazyLoads(later);
  render(
    <PopupApp
      page={page}
      opened={opened && resultOf<PopupOpenResponse>(opened)}
      answered={dataOf<PopupOpenResponse>(first.answer)}
      later={later}
    />,
    root,
  );
});

/** Resolves when `work` settles (either way) or after `ms`, whichever comes first. */
function settledOrAfter(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((done) => {
    work.then(
      () => done(),
      () => done(),
    );
    setTimeout(done, ms);
  });
}
