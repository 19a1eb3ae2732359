import { render } from 'preact';
import '../../components/base.css';
import './options.css';
import { localizeDocument } from '../../components/localize-document';
import { isPanelView, SidePanelApp } from '../../lib/post/ui/side-panel-app';
import { OptionsApp } from './options-app';

const panel = isPanelView(location.search);
localizeDocument(panel ? 'postTitle' : 'optionsPageTitle');
render(panel ? <SidePanelApp /> : <OptionsApp />, document.getElementById('app') as HTMLElement);
