// Channels' options section: declared here, found by the options page (entrypoints/options/sections.ts).
import type { OptionsSection } from '../../../components/options/routes';
import { ChannelsSection } from './channels-section';

export const SECTIONS: readonly OptionsSection[] = [
  {
    id: 'channels',
    labelKey: 'optionsChannels',
    group: 'setup',
    order: 20,
    view: (_route) => <ChannelsSection />,
  },
];
