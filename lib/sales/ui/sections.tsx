// Sales alerts' options section: declared here, found by the options page (entrypoints/options/sections.ts).
import type { OptionsSection } from '../../../components/options/routes';
import { SalesSection } from './sales-section';

export const SECTIONS: readonly OptionsSection[] = [
  {
    id: 'sales',
    labelKey: 'salesSection',
    group: 'earn',
    order: 20,
    view: (_route) => <SalesSection />,
  },
];
