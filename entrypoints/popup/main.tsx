import '../../components/base.css';
import './popup.css';
import { render } from 'preact';
import { localizeDocument } from '../../components/localize-document';
import { SendContext } from '../../components/send-context';
import { sendMessage } from '../../lib/messaging/client';
import { withEarlyRequests } from './early-requests';
import { canCarryLink, currentPage } from './page-url';
import { PopupApp } from './popup-app';

localizeDocument('popupPageTitle');
const root = document.getElementById('app') as HTMLElement;
currentPage(location.search).then((page) => {
  const url = canCarryLink(page.url) ? page.url : null;
  // The same requests, in the same order, as the popup's components make on open.
  const send = url
    ? withEarlyRequests(sendMessage, [
        ['link.convert', { url }],
        ['site.info', { url }],
        ['account.get', {}],
        ['channels.list', { per_page: 100 }],
      ])
    : sendMessage;
  render(
    <SendContext.Provider value={send}>
      <PopupApp page={page} />
    </SendContext.Provider>,
    root,
  );
});
