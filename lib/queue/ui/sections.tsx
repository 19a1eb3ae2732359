// The publish queue's options section: declared here, found by the options page (entrypoints/options/sections.ts).
import type { OptionsSection } from '../../../components/options/routes';
import { QueueSection } from './queue-section';

export const SECTIONS: readonly OptionsSection[] = [
  {
    id: 'queue',
    labelKey: 'queueTitle',
    group: 'post',
    order: 50,
    view: (_route) => <QueueSection />,
  },
];
