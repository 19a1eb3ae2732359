// Reports' options section: declared here, found by the options page (entrypoints/options/sections.ts).
import type { OptionsSection } from '../../../components/options/routes';
import { ReportsSection } from './reports-section';

export const SECTIONS: readonly OptionsSection[] = [
  {
    id: 'reports',
    labelKey: 'commonReports',
    group: 'earn',
    order: 10,
    view: (_route) => <ReportsSection />,
  },
];
