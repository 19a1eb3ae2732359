// Discord's page part: the webhook URL with Check connection, the host permission asked on the click that saves (or
// checks, or posts), an embed's limits (a description of at most 4,096 characters), Post now and Add to queue.
import type { DestinationKindUi } from '../../posting/ui/kind-ui';
import { DESCRIPTION_MAX } from '../embed';
import { DISCORD_API, DISCORD_PERMISSION, discordBase, discordPermission } from '../webhook';
import { say } from '../words';
import { DiscordFields } from './discord-fields';

export const KIND: DestinationKindUi = {
  id: 'discord',
  order: 20,
  word: () => say('sendsToDiscord'),
  Fields: DiscordFields,
  permission: {
    origin: async () => discordPermission(await discordBase().catch(() => DISCORD_API)),
    usual: DISCORD_PERMISSION,
    refused: () => say('discordNoPermission'),
    askOnSave: true,
  },
  measure: (caption) => {
    const length = caption.trim().length;
    return { length, limit: DESCRIPTION_MAX, tooLong: length > DESCRIPTION_MAX };
  },
  takesImages: true,
  sends: true,
};
