import '../../components/base.css';
import './popup.css';
import { render } from 'preact';
import { SendContext } from '../../components/send-context';
import { sendMessage } from '../../lib/messaging/client';
import { currentPage } from './page-url';
import { PopupApp } from './popup-app';

const root = document.getElementById('app') as HTMLElement;
currentPage(location.search).then((page) => {
  render(
    <SendContext.Provider value={sendMessage}>
      <PopupApp page={page} />
    </SendContext.Provider>,
    root,
  );
});
