// Every protocol message's handler, in one table: a message without a handler is a type error.
import type { MessageName } from '../../messaging/protocol';
import { accountHandlers } from './account';
import { apiCallHandlers } from './api-call';
import { campaignHandlers } from './campaigns';
import { linkHandlers } from './links';
import { popupHandlers } from './popup';
import type { HandlerMap } from './types';

export const handlers: HandlerMap<MessageName> = {
  ...accountHandlers,
  ...popupHandlers,
  ...linkHandlers,
  ...campaignHandlers,
  ...apiCallHandlers,
};
