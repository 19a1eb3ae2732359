// The team relay's options section: declared here, found by the options page (entrypoints/options/sections.ts).
import type { OptionsSection } from '../../../components/options/routes';
import { RelaySection } from './relay-section';

export const SECTIONS: readonly OptionsSection[] = [
  {
    id: 'relay',
    labelKey: 'relayTitle',
    group: 'post',
    order: 55,
    view: (_route) => <RelaySection />,
  },
];
