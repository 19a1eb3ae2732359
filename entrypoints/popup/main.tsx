import '../../components/base.css';
import './popup.css';
import { render } from 'preact';
import { localizeDocument } from '../../components/localize-document';
import { browser } from '../../lib/browser';
import { dataOf, resultOf } from '../../lib/messaging/client';
import type { PopupOpenResponse } from '../../lib/messaging/protocol';
import { PopupApp } from './popup-app';
import { type StartApi, startPopup } from './popup-start';

localizeDocument('popupPageTitle');
const root = document.getElementById('app') as HTMLElement;
// popup-start.js has normally sent popup.open already; without it (or if it failed), send it now.
const startHere = () => startPopup(browser as unknown as StartApi, location.search);
const start = (globalThis.popupStart ?? startHere()).catch(startHere);
start.then(({ page, opened, answer }) => {
  render(
    <PopupApp
      page={page}
      opened={opened && resultOf<PopupOpenResponse>(opened)}
      answered={answer && dataOf<PopupOpenResponse>(answer.value)}
    />,
    root,
  );
});
