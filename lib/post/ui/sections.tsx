// Convert a post, the post feature's options section: declared here, found by the options page
// (entrypoints/options/sections.ts).
import type { OptionsSection } from '../../../components/options/routes';
import { ConvertSection } from './convert-section';

export const SECTIONS: readonly OptionsSection[] = [
  {
    id: 'convert',
    labelKey: 'postTitle',
    group: 'post',
    order: 10,
    view: (_route) => <ConvertSection />,
  },
];
