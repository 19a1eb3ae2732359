// Link history's options section: declared here, found by the options page (entrypoints/options/sections.ts).
import type { OptionsSection } from '../../../components/options/routes';
import { HistorySection } from './history-section';

export const SECTIONS: readonly OptionsSection[] = [
  {
    id: 'history',
    labelKey: 'historySection',
    group: 'post',
    order: 30,
    view: (_route) => <HistorySection />,
  },
];
