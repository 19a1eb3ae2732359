import { openPopup } from '../popup-open';
import type { HandlerMap } from './types';

export const popupHandlers: HandlerMap<'popup.open'> = {
  'popup.open': ({ url }) => openPopup(url),
};
