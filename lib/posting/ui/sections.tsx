// Destinations, posting's options section: declared here, found by the options page (entrypoints/options/sections.ts).
import type { OptionsSection } from '../../../components/options/routes';
import { DestinationsSection } from './destinations-section';

export const SECTIONS: readonly OptionsSection[] = [
  {
    id: 'destinations',
    labelKey: 'destinationsTitle',
    group: 'post',
    order: 40,
    view: (_route) => <DestinationsSection />,
  },
];
