import '../../components/base.css';
import './popup.css';
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { localizeDocument } from '../../components/localize-document';
import { SendContext } from '../../components/send-context';
import { resultOf, sendMessage } from '../../lib/messaging/client';
import { withEarlyAnswers } from './early-requests';
import { PopupApp } from './popup-app';
import { type StartApi, startPopup } from './popup-start';

localizeDocument('popupPageTitle');
const root = document.getElementById('app') as HTMLElement;
// popup-start.js has normally sent the first requests already; without it (or if it failed), send them now.
const startHere = () => startPopup(browser as unknown as StartApi, location.search);
const start = (globalThis.popupStart ?? startHere()).catch(startHere);
start.then(({ page, sent }) => {
  const send = withEarlyAnswers(
    sendMessage,
    sent.map(([name, request, answer]) => [name, request, resultOf(answer)]),
  );
  render(
    <SendContext.Provider value={send}>
      <PopupApp page={page} />
    </SendContext.Provider>,
    root,
  );
});
