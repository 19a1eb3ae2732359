// Every protocol message's handler, in one table: a message without a handler is a type error.
import type { MessageName } from '../../messaging/protocol';
import { accountHandlers } from './account';
import { campaignHandlers } from './campaigns';
import { channelHandlers } from './channels';
import { linkHandlers } from './links';
import { lookupHandlers } from './lookups';
import { recordHandlers } from './records';
import { reportHandlers } from './reports';
import type { HandlerMap } from './types';

export const handlers: HandlerMap<MessageName> = {
  ...accountHandlers,
  ...linkHandlers,
  ...campaignHandlers,
  ...channelHandlers,
  ...recordHandlers,
  ...reportHandlers,
  ...lookupHandlers,
};
