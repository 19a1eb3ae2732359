import { createPopupOpen, type PopupOpenDeps } from '../../links/popup-open';
import type { HandlerMap } from './types';

export function popupHandlers(deps: PopupOpenDeps): HandlerMap<'popup.open'> {
  const openPopup = createPopupOpen(deps);
  return {
    'popup.open': ({ url }) => openPopup(url),
  };
}
